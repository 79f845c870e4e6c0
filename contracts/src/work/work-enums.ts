/** The four base states a stage maps to; every sphere's custom stages are one of them. */
export const baseStates = ['open', 'in_progress', 'paused', 'finished'] as const;
export type BaseState = (typeof baseStates)[number];

/** The status a task shows (the specification's six), derived by `taskStatus` (task-status.ts). */
export const taskStatuses = ['open', 'in_progress', 'finished', 'paused', 'overdue', 'not_scored'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const taskTransitions = ['start', 'pause', 'finish', 'reopen'] as const;
export type TaskTransition = (typeof taskTransitions)[number];

export const invitationStatuses = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** Which plan capacity a `plan_limit` refusal is about (`limit` of the error body). */
export const planLimitKinds = ['members', 'projects'] as const;
export type PlanLimitKind = (typeof planLimitKinds)[number];

/** What a task's activity entry records. */
export const taskActivityKinds = ['created', 'updated', 'started', 'paused', 'finished', 'reopened', 'reassigned', 'moved'] as const;
export type TaskActivityKind = (typeof taskActivityKinds)[number];

/** Fields whose change a task's activity log records (`changes` keys). */
export const taskTrackedFields = [
  'title',
  'description',
  'sphere_id',
  'stage_id',
  'goal_id',
  'project_id',
  'assignee_id',
  'estimate_minutes',
  'complexity',
  'due_on',
  'blocked_by',
  'spent_minutes',
] as const;
export type TaskTrackedField = (typeof taskTrackedFields)[number];
