import { preloadRemoteScreens, renderRemoteScreen, userFixture, type RenderRemoteOptions } from '@stepwise/shared/testing';
import workspaceRemote from '../routes';

/** Loads every screen module and message catalogue up front (call in beforeAll). */
export function preloadWorkScreens(): Promise<void> {
  return preloadRemoteScreens(
    workspaceRemote,
    () => import('../features/my-flow/my-flow-page'),
    () => import('../features/team-flow/team-flow-page'),
    () => import('../features/task-list/task-list-page'),
    () => import('../features/task-panel/task-panel-page'),
    () => import('../features/task-board/task-board-page'),
    () => import('../features/timeline/timeline-page'),
    () => import('../features/goals/goals-page'),
    () => import('../features/projects/projects-page'),
    () => import('../features/team/team-page'),
    () => import('../features/member/member-page'),
    () => import('../features/team-calendar/team-calendar-page'),
    () => import('../features/time-tracking/timesheet/timesheet-page'),
    () => import('../features/settings/settings-page'),
    () => import('../features/reports/reports-page'),
    () => import('../features/invite/invite-page'),
  );
}

/**
 * Renders the mfe-workspace screens as the product does, starting at `url` (see renderRemoteScreen):
 * signed in as the fixture user, with toasts. Pass `live` to give the screens a live connection.
 */
export function renderWorkScreen(url: string, options: RenderRemoteOptions = {}) {
  return renderRemoteScreen(workspaceRemote, url, { user: userFixture(), providerName: 'password', token: 'work-token', toasts: true, ...options });
}
