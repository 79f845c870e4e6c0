import { Type, type Static } from 'typebox';
import { InstantField, NullableDate, NullableId } from './common-work-schemas.js';
import { GOAL_DESCRIPTION_MAX_LENGTH, GOAL_TITLE_MAX_LENGTH } from './work-limits.js';

export const GoalResponse = Type.Object(
  {
    id: Type.Integer(),
    workspace_id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    due_on: NullableDate,
    owner_id: NullableId,
    archived: Type.Boolean(),
    /** Tasks of the goal, and how many of them are finished. */
    task_count: Type.Integer({ minimum: 0 }),
    finished_count: Type.Integer({ minimum: 0 }),
    created_at: InstantField,
  },
  { title: 'Goal' },
);
export type GoalResponse = Static<typeof GoalResponse>;
export const GoalEnvelope = Type.Object({ data: GoalResponse }, { title: 'GoalEnvelope' });
export const GoalListResponse = Type.Object({ data: Type.Array(GoalResponse) }, { title: 'GoalList' });
export type GoalListResponse = Static<typeof GoalListResponse>;

const GoalTitle = Type.String({ minLength: 1, maxLength: GOAL_TITLE_MAX_LENGTH, description: 'Trimmed; required' });
const GoalDescription = Type.String({ maxLength: GOAL_DESCRIPTION_MAX_LENGTH });

export const CreateGoalBody = Type.Object(
  { title: GoalTitle, description: Type.Optional(GoalDescription), due_on: Type.Optional(NullableDate), owner_id: Type.Optional(NullableId) },
  { additionalProperties: false },
);
export type CreateGoalBody = Static<typeof CreateGoalBody>;

export const UpdateGoalBody = Type.Object(
  {
    title: Type.Optional(GoalTitle),
    description: Type.Optional(GoalDescription),
    due_on: Type.Optional(NullableDate),
    owner_id: Type.Optional(NullableId),
    archived: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateGoalBody = Static<typeof UpdateGoalBody>;

/** `archived=true` lists archived ones too. */
export const ListArchivableQuery = Type.Object({ archived: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])) });
export type ListArchivableQuery = Static<typeof ListArchivableQuery>;
