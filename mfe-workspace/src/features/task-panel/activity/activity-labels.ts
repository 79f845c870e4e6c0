import type { TaskActivityKind, TaskTrackedField } from '@stepwise/contracts/rules';

/** What each kind of entry says, with `{actor}` (ids written out for the catalogue check). */
export const ACTIVITY_KIND_MESSAGES: Record<TaskActivityKind, string> = {
  created: 'work.activity.kind.created',
  updated: 'work.activity.kind.updated',
  started: 'work.activity.kind.started',
  paused: 'work.activity.kind.paused',
  finished: 'work.activity.kind.finished',
  reopened: 'work.activity.kind.reopened',
  reassigned: 'work.activity.kind.reassigned',
  moved: 'work.activity.kind.moved',
};

export const ACTIVITY_FIELD_MESSAGES: Record<TaskTrackedField, string> = {
  title: 'work.activity.field.title',
  description: 'work.activity.field.description',
  sphere_id: 'work.activity.field.sphere_id',
  stage_id: 'work.activity.field.stage_id',
  goal_id: 'work.activity.field.goal_id',
  project_id: 'work.activity.field.project_id',
  assignee_id: 'work.activity.field.assignee_id',
  estimate_minutes: 'work.activity.field.estimate_minutes',
  complexity: 'work.activity.field.complexity',
  due_on: 'work.activity.field.due_on',
  blocked_by: 'work.activity.field.blocked_by',
  spent_minutes: 'work.activity.field.spent_minutes',
};
