import { lazy } from 'react';
import { defineRemote } from '@stepwise/shared';
import pageMeta from './page-meta.json';

/** The workspace app's screens by route name, each its own chunk, and this remote's messages. */
export default defineRemote({
  remote: 'mfe_workspace',
  version: __BUILD_VERSION__,
  requiresShared: __SHARED_RANGE__,
  routes: {
    'workspace': lazy(() => import('./features/my-flow/my-flow-page')),
    'workspace-team-flow': lazy(() => import('./features/team-flow/team-flow-page')),
    'workspace-tasks': lazy(() => import('./features/task-list/task-list-page')),
    'workspace-task': lazy(() => import('./features/task-panel/task-panel-page')),
    'workspace-board': lazy(() => import('./features/task-board/task-board-page')),
    'workspace-timeline': lazy(() => import('./features/timeline/timeline-page')),
    'workspace-workload': lazy(() => import('./features/workload/workload-page')),
    'workspace-goals': lazy(() => import('./features/goals/goals-page')),
    'workspace-projects': lazy(() => import('./features/projects/projects-page')),
    'workspace-team': lazy(() => import('./features/team/team-page')),
    'workspace-member': lazy(() => import('./features/member/member-page')),
    'workspace-calendar': lazy(() => import('./features/team-calendar/team-calendar-page')),
    'workspace-timesheet': lazy(() => import('./features/time-tracking/timesheet/timesheet-page')),
    'workspace-settings': lazy(() => import('./features/settings/settings-page')),
    'workspace-sprints': lazy(() => import('./features/sprints/sprint-page')),
    'workspace-sprint': lazy(() => import('./features/sprints/sprint-page')),
    'workspace-reports': lazy(() => import('./features/reports/reports-page')),
    'invite': lazy(() => import('./features/invite/invite-page')),
  },
  pageMeta,
  messages: {
    ru: () => import('./messages/ru.json'),
    en: () => import('./messages/en.json'),
  },
});
