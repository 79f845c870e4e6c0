import { defineRemote, lazyScreen } from '@stepwise/shared';
import pageMeta from './page-meta.json';

/** The workspace app's screens by route name, each its own chunk, and this remote's messages. */
export default defineRemote({
  remote: 'mfe_workspace',
  version: __BUILD_VERSION__,
  requiresShared: __SHARED_RANGE__,
  routes: {
    workspace: lazyScreen(() => import('./features/my-flow/my-flow-page')),
    'workspace-team-flow': lazyScreen(() => import('./features/team-flow/team-flow-page')),
    'workspace-tasks': lazyScreen(() => import('./features/task-list/task-list-page')),
    'workspace-task': lazyScreen(() => import('./features/task-panel/task-panel-page')),
    'workspace-board': lazyScreen(() => import('./features/task-board/task-board-page')),
    'workspace-timeline': lazyScreen(() => import('./features/timeline/timeline-page')),
    'workspace-workload': lazyScreen(() => import('./features/workload/workload-page')),
    'workspace-goals': lazyScreen(() => import('./features/goals/goals-page')),
    'workspace-projects': lazyScreen(() => import('./features/projects/projects-page')),
    'workspace-team': lazyScreen(() => import('./features/team/team-page')),
    'workspace-member': lazyScreen(() => import('./features/member/member-page')),
    'workspace-calendar': lazyScreen(() => import('./features/team-calendar/team-calendar-page')),
    'workspace-timesheet': lazyScreen(() => import('./features/time-tracking/timesheet/timesheet-page')),
    'workspace-settings': lazyScreen(() => import('./features/settings/settings-page')),
    'workspace-sprints': lazyScreen(() => import('./features/sprints/sprint-page')),
    'workspace-sprint': lazyScreen(() => import('./features/sprints/sprint-page')),
    'workspace-reports': lazyScreen(() => import('./features/reports/reports-page')),
    invite: lazyScreen(() => import('./features/invite/invite-page')),
  },
  pageMeta,
  messages: {
    ru: () => import('./messages/ru.json'),
    en: () => import('./messages/en.json'),
  },
});
