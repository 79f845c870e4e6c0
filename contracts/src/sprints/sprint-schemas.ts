import { Type, type Static } from 'typebox';
import { DateField, IdField, InstantField, NullableId } from '../work/common-work-schemas.js';
import { INSTANT_RULE } from '../common/value-fields.js';
import {
  SPRINT_LENGTH_WEEKS_MAX,
  SPRINT_LENGTH_WEEKS_MIN,
  SPRINT_PLAN_MAX_TASKS,
  SPRINT_SCOPE_CHANGE_KINDS,
  SPRINT_START_WEEKDAYS,
  SPRINT_STATUSES,
} from './sprint-limits.js';

/** How the workspace cuts time into sprints; a change applies from the next sprint. */
export const SprintSettingsBody = Type.Object(
  {
    length_weeks: Type.Integer({ minimum: SPRINT_LENGTH_WEEKS_MIN, maximum: SPRINT_LENGTH_WEEKS_MAX, description: 'Weeks per sprint (default 2)' }),
    start_weekday: Type.Enum(SPRINT_START_WEEKDAYS, { description: 'The weekday sprints start on (default mon)' }),
  },
  { additionalProperties: false, title: 'SprintSettings' },
);
export type SprintSettingsBody = Static<typeof SprintSettingsBody>;
export const SprintSettingsEnvelope = Type.Object({ data: SprintSettingsBody }, { title: 'SprintSettingsEnvelope' });

export const SprintsQuery = Type.Object({
  at: Type.Optional({ ...InstantField, description: `The instant the statuses are for (${INSTANT_RULE}); now by default` }),
});
export type SprintsQuery = Static<typeof SprintsQuery>;

/** A sprint: its number and calendar dates (both included) in the workspace's zone; the name is the client's. */
export const SprintResponse = Type.Object(
  {
    id: IdField,
    number: Type.Integer({ minimum: 1 }),
    starts_on: DateField,
    ends_on: DateField,
    status: Type.Enum(SPRINT_STATUSES),
  },
  { title: 'Sprint' },
);
export type SprintResponse = Static<typeof SprintResponse>;
export const SprintListResponse = Type.Object({ data: Type.Array(SprintResponse) }, { title: 'SprintList' });

const BurndownPoint = Type.Object(
  { date: DateField, remaining_minutes: Type.Integer({ description: 'Estimated minutes left at the end of that working day' }) },
  { title: 'BurndownPoint' },
);

export const SprintScopeChange = Type.Object(
  {
    task_id: IdField,
    kind: Type.Enum(SPRINT_SCOPE_CHANGE_KINDS),
    actor_id: NullableId,
    at: InstantField,
  },
  { title: 'SprintScopeChange' },
);
export type SprintScopeChange = Static<typeof SprintScopeChange>;

const SprintMemberDone = Type.Object(
  {
    user_id: IdField,
    done_count: Type.Integer({ minimum: 0 }),
    done_minutes: Type.Integer({ minimum: 0 }),
  },
  { title: 'SprintMemberDone' },
);

/** How a sprint closed: the numbers of its closing summary (in the app and in the admins' email). */
export const SprintSummary = Type.Object(
  {
    committed_minutes: Type.Integer({ minimum: 0 }),
    done_minutes: Type.Integer({ minimum: 0 }),
    committed_count: Type.Integer({ minimum: 0, description: 'Tasks planned in it' }),
    done_count: Type.Integer({ minimum: 0, description: 'Those finished by its last day' }),
    carried_over_count: Type.Integer({ minimum: 0, description: 'Those unfinished at its end (carried over to the next sprint)' }),
    added_count: Type.Integer({ minimum: 0, description: 'Tasks added after it started' }),
    removed_count: Type.Integer({ minimum: 0, description: 'Tasks removed after it started' }),
    members: Type.Array(SprintMemberDone, { description: 'Done work per assignee, most done first; unassigned tasks are left out' }),
  },
  { title: 'SprintSummary' },
);
export type SprintSummary = Static<typeof SprintSummary>;

export const SprintDetailResponse = Type.Object(
  {
    ...SprintResponse.properties,
    task_ids: Type.Array(IdField, { description: 'Tasks planned in it' }),
    carried_over_task_ids: Type.Array(IdField, { description: 'Those of them that came unfinished from an earlier sprint' }),
    done_task_ids: Type.Array(IdField, { description: 'Those of them finished by its last day (the finish’s date in the workspace zone)' }),
    committed_minutes: Type.Integer({ minimum: 0, description: 'Summed estimates of its tasks' }),
    done_minutes: Type.Integer({ minimum: 0, description: 'Summed estimates of its tasks finished by its last day' }),
    burndown: Type.Array(BurndownPoint, { description: 'One point per working day up to today or its end' }),
    ideal: Type.Array(BurndownPoint, { description: 'One point per working day of the sprint, reaching 0 on the last' }),
    scope_changes: Type.Array(SprintScopeChange, { description: 'Tasks added or removed after it started, oldest first' }),
    summary: Type.Union([SprintSummary, Type.Null()], { description: 'The closing summary once the sprint is past; null before' }),
  },
  { title: 'SprintDetail' },
);
export type SprintDetailResponse = Static<typeof SprintDetailResponse>;
export const SprintDetailEnvelope = Type.Object({ data: SprintDetailResponse }, { title: 'SprintDetailEnvelope' });

export const PlanSprintBody = Type.Object(
  { task_ids: Type.Array(IdField, { maxItems: SPRINT_PLAN_MAX_TASKS, description: 'The sprint’s whole set of tasks' }) },
  { additionalProperties: false, title: 'PlanSprint' },
);
export type PlanSprintBody = Static<typeof PlanSprintBody>;

export const SprintProposalTask = Type.Object(
  { task_id: IdField, assignee_id: IdField, finish_p50: InstantField, estimate_minutes: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]) },
  { title: 'SprintProposalTask' },
);
export const SprintProposalResponse = Type.Object(
  {
    sprint_id: IdField,
    /** The forecast version the proposal was read from. */
    forecast_version: Type.Integer({ minimum: 0 }),
    tasks: Type.Array(SprintProposalTask, { description: 'Unfinished tasks whose forecast P50 falls in the sprint, earliest first' }),
    estimate_minutes: Type.Integer({ minimum: 0 }),
  },
  { title: 'SprintProposal' },
);
export type SprintProposalResponse = Static<typeof SprintProposalResponse>;
export const SprintProposalEnvelope = Type.Object({ data: SprintProposalResponse }, { title: 'SprintProposalEnvelope' });
