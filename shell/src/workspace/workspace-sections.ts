import type { RouteName } from '@stepwise/shared';

export interface WorkspaceSection {
  route: RouteName;
  label: string;
  /** Active on this route only, not on the pages below it. */
  end: boolean;
}

/** The sections of the workspace layout's sidebar, in order (routes of mfe-workspace). */
export const WORKSPACE_SECTIONS: readonly WorkspaceSection[] = [
  { route: 'workspace', label: 'shell.workspace.section.myFlow', end: true },
  { route: 'workspace-team-flow', label: 'shell.workspace.section.teamFlow', end: true },
  { route: 'workspace-tasks', label: 'shell.workspace.section.tasks', end: false },
  { route: 'workspace-board', label: 'shell.workspace.section.board', end: false },
  { route: 'workspace-sprints', label: 'shell.workspace.section.sprints', end: false },
  { route: 'workspace-timeline', label: 'shell.workspace.section.timeline', end: true },
  { route: 'workspace-workload', label: 'shell.workspace.section.workload', end: true },
  { route: 'workspace-goals', label: 'shell.workspace.section.goals', end: true },
  { route: 'workspace-projects', label: 'shell.workspace.section.projects', end: true },
  { route: 'workspace-team', label: 'shell.workspace.section.team', end: false },
  { route: 'workspace-calendar', label: 'shell.workspace.section.calendar', end: true },
  { route: 'workspace-timesheet', label: 'shell.workspace.section.timesheet', end: true },
  { route: 'workspace-reports', label: 'shell.workspace.section.reports', end: true },
  { route: 'workspace-settings', label: 'shell.workspace.section.settings', end: true },
];
