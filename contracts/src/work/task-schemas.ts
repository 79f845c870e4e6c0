import { Type, type Static } from 'typebox';
import { IdField, IdListText, InstantField } from '../common/value-fields.js';
import { NullableDate, NullableId } from './common-work-schemas.js';
import {
  BLOCKED_BY_MAX,
  COMPLEXITY_MAX,
  COMPLEXITY_MIN,
  ESTIMATE_MAX_MINUTES,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_PAGE_MAX,
  TASK_QUERY_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
} from './work-limits.js';
import { baseStates, taskActivityKinds, taskStatuses } from './work-enums.js';

export const TaskResponse = Type.Object(
  {
    id: Type.Integer(),
    workspace_id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    /** The displayed status (task-status.ts), as of the server's today in the workspace. */
    status: Type.Enum(taskStatuses),
    /** The base state of the task's stage. */
    state: Type.Enum(baseStates),
    sphere_id: Type.Integer(),
    stage_id: Type.Integer(),
    goal_id: NullableId,
    project_id: NullableId,
    assignee_id: NullableId,
    creator_id: NullableId,
    estimate_minutes: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    complexity: Type.Union([Type.Integer({ minimum: COMPLEXITY_MIN, maximum: COMPLEXITY_MAX }), Type.Null()]),
    due_on: NullableDate,
    /** Tasks this one waits for. */
    blocked_by: Type.Array(Type.Integer()),
    /** Of `blocked_by`, those not finished yet. */
    waiting_for: Type.Array(Type.Integer()),
    /** Minutes recorded in progress (closed intervals, plus the open one up to now), or as corrected on finish. */
    spent_minutes: Type.Integer({ minimum: 0 }),
    /** Start of the open in-progress interval, when the task is in progress. */
    started_at: Type.Union([InstantField, Type.Null()]),
    finished_at: Type.Union([InstantField, Type.Null()]),
    /** Sortable key of the task in its assignee's flow (fractional index); null when finished or unassigned. */
    flow_rank: Type.Union([Type.String(), Type.Null()]),
    /** Sortable key within its stage on the board. */
    stage_rank: Type.String(),
    created_at: InstantField,
    updated_at: InstantField,
  },
  { title: 'Task' },
);
export type TaskResponse = Static<typeof TaskResponse>;
export const TaskEnvelope = Type.Object({ data: TaskResponse }, { title: 'TaskEnvelope' });

const Title = Type.String({ minLength: 1, maxLength: TASK_TITLE_MAX_LENGTH, description: 'Trimmed; required' });
const Description = Type.String({ maxLength: TASK_DESCRIPTION_MAX_LENGTH });
const Estimate = Type.Union([Type.Integer({ minimum: 1, maximum: ESTIMATE_MAX_MINUTES }), Type.Null()]);
const Complexity = Type.Union([Type.Integer({ minimum: COMPLEXITY_MIN, maximum: COMPLEXITY_MAX }), Type.Null()]);
const BlockedBy = Type.Array(IdField, { maxItems: BLOCKED_BY_MAX, uniqueItems: true });

export const CreateTaskBody = Type.Object(
  {
    title: Title,
    description: Type.Optional(Description),
    assignee_id: Type.Optional(NullableId),
    estimate_minutes: Type.Optional(Estimate),
    complexity: Type.Optional(Complexity),
    /** Absent: the sphere of `stage_id`, else the workspace's first sphere. */
    sphere_id: Type.Optional(IdField),
    /** Absent: the sphere's first open stage. */
    stage_id: Type.Optional(IdField),
    goal_id: Type.Optional(NullableId),
    project_id: Type.Optional(NullableId),
    due_on: Type.Optional(NullableDate),
    blocked_by: Type.Optional(BlockedBy),
  },
  { additionalProperties: false },
);
export type CreateTaskBody = Static<typeof CreateTaskBody>;

/**
 * Changes the given fields. Moving to a stage of another base state is the matching transition
 * (an `in_progress` stage starts the task, pausing its assignee's other one). Moving on the board within
 * a stage: `stage_rank_after` / `stage_rank_before` name the neighbours' ids.
 */
export const UpdateTaskBody = Type.Object(
  {
    title: Type.Optional(Title),
    description: Type.Optional(Description),
    assignee_id: Type.Optional(NullableId),
    estimate_minutes: Type.Optional(Estimate),
    complexity: Type.Optional(Complexity),
    sphere_id: Type.Optional(IdField),
    stage_id: Type.Optional(IdField),
    goal_id: Type.Optional(NullableId),
    project_id: Type.Optional(NullableId),
    due_on: Type.Optional(NullableDate),
    blocked_by: Type.Optional(BlockedBy),
    /** Place on the board: after this task of the target stage (null: first). */
    after_task_id: Type.Optional(NullableId),
  },
  { additionalProperties: false },
);
export type UpdateTaskBody = Static<typeof UpdateTaskBody>;

export const FinishTaskBody = Type.Object(
  { spent_minutes: Type.Optional(Type.Integer({ minimum: 0, maximum: ESTIMATE_MAX_MINUTES * 10 })) },
  { additionalProperties: false },
);
export type FinishTaskBody = Static<typeof FinishTaskBody>;

/** `POST /tasks/{id}/start` on a task that waits for unfinished ones needs `{ "confirm_blocked": true }`. */
export const StartTaskBody = Type.Object({ confirm_blocked: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type StartTaskBody = Static<typeof StartTaskBody>;

/** The body of a `task_blocked` refusal (409) beside code and message: the unfinished tasks it waits for. */
export const TaskBlockedDetails = Type.Object({ waiting_for: Type.Array(Type.Integer()) }, { title: 'TaskBlockedDetails' });
export type TaskBlockedDetails = Static<typeof TaskBlockedDetails>;

const IdFilter = IdListText('One or more, comma-separated; `none` for unset');

export const TaskListQuery = Type.Object({
  assignee_id: Type.Optional(IdFilter),
  status: Type.Optional(
    Type.String({ pattern: `^(${taskStatuses.join('|')})(,(${taskStatuses.join('|')}))*$`, description: 'One or more statuses, comma-separated' }),
  ),
  goal_id: Type.Optional(IdFilter),
  sphere_id: Type.Optional(IdFilter),
  stage_id: Type.Optional(IdFilter),
  project_id: Type.Optional(IdFilter),
  q: Type.Optional(Type.String({ maxLength: TASK_QUERY_MAX_LENGTH, description: 'Words of the title or description' })),
  cursor: Type.Optional(Type.String({ maxLength: 200, description: 'next_cursor of the previous page' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TASK_PAGE_MAX })),
});
export type TaskListQuery = Static<typeof TaskListQuery>;

export const TaskListResponse = Type.Object(
  {
    data: Type.Array(TaskResponse),
    meta: Type.Object({ next_cursor: Type.Union([Type.String(), Type.Null()]), total: Type.Integer({ minimum: 0 }) }),
  },
  { title: 'TaskList' },
);
export type TaskListResponse = Static<typeof TaskListResponse>;

export const TaskActivityResponse = Type.Object(
  {
    id: Type.Integer(),
    task_id: Type.Integer(),
    actor_id: NullableId,
    kind: Type.Enum(taskActivityKinds),
    /** Each changed field: `{ from, to }`. */
    changes: Type.Record(Type.String(), Type.Object({ from: Type.Unknown(), to: Type.Unknown() })),
    at: InstantField,
  },
  { title: 'TaskActivity' },
);
export type TaskActivityResponse = Static<typeof TaskActivityResponse>;
export const TaskActivityListResponse = Type.Object({ data: Type.Array(TaskActivityResponse) }, { title: 'TaskActivityList' });
export type TaskActivityListResponse = Static<typeof TaskActivityListResponse>;

export const FlowParams = Type.Object({ id: Type.String(), user_id: Type.String() });
export type FlowParams = Static<typeof FlowParams>;

/** The member's unfinished tasks in flow order: the in-progress one first, then the queue. */
export const FlowResponse = Type.Object({ data: Type.Array(TaskResponse) }, { title: 'Flow' });
export type FlowResponse = Static<typeof FlowResponse>;

/** Every unfinished task of the member, in the new order; the in-progress one stays first whatever its place. */
export const ReorderFlowBody = Type.Object({ task_ids: Type.Array(IdField, { maxItems: 5_000, uniqueItems: true }) }, { additionalProperties: false });
export type ReorderFlowBody = Static<typeof ReorderFlowBody>;

/** Moves one task within the flow (a drag): after `after_task_id` (null: first after the active one). */
export const MoveInFlowBody = Type.Object({ task_id: IdField, after_task_id: NullableId }, { additionalProperties: false });
export type MoveInFlowBody = Static<typeof MoveInFlowBody>;
