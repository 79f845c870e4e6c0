import type { WorkspaceEventType } from '@stepwise/contracts';

/** Events of changes that can move a forecast date. */
export const MOVING_EVENTS: ReadonlySet<string> = new Set<WorkspaceEventType>([
  'task.created',
  'task.updated',
  'task.deleted',
  'flow.reordered',
  'member.joined',
  'member.removed',
  // A stage edit may finish or pause tasks in bulk, announced only as the sphere's change.
  'sphere.updated',
  'sphere.deleted',
  'schedule.updated',
  'day_off.created',
  'day_off.deleted',
  'calendar.updated',
  'history.imported',
  // Time entries are the intervals pace and focus learn from.
  'time_entry.saved',
  'time_entry.deleted',
]);
