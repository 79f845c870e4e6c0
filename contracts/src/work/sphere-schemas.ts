import { Type, type Static } from 'typebox';
import { IdField, IdText } from '../common/value-fields.js';
import { SPHERE_NAME_MAX_LENGTH, STAGE_NAME_MAX_LENGTH, STAGES_PER_SPHERE_MAX } from './work-limits.js';
import { baseStates } from './work-enums.js';

export const StageResponse = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    state: Type.Enum(baseStates),
    /** 0-based order within the sphere. */
    position: Type.Integer({ minimum: 0 }),
  },
  { title: 'Stage' },
);
export type StageResponse = Static<typeof StageResponse>;

export const SphereResponse = Type.Object(
  {
    id: Type.Integer(),
    workspace_id: Type.Integer(),
    name: Type.String(),
    stages: Type.Array(StageResponse),
    task_count: Type.Integer({ minimum: 0 }),
  },
  { title: 'Sphere' },
);
export type SphereResponse = Static<typeof SphereResponse>;

export const SphereEnvelope = Type.Object({ data: SphereResponse }, { title: 'SphereEnvelope' });
export const SphereListResponse = Type.Object({ data: Type.Array(SphereResponse) }, { title: 'SphereList' });
export type SphereListResponse = Static<typeof SphereListResponse>;

const StageName = Type.String({ minLength: 1, maxLength: STAGE_NAME_MAX_LENGTH, description: 'Trimmed; required' });
const SphereName = Type.String({ minLength: 1, maxLength: SPHERE_NAME_MAX_LENGTH, description: 'Trimmed; required' });

export const NewStage = Type.Object({ name: StageName, state: Type.Enum(baseStates) }, { additionalProperties: false });

export const CreateSphereBody = Type.Object(
  {
    name: SphereName,
    /** Absent: the default stages in the requester's language. Must include an `open`, an `in_progress` and a `finished` stage (REQUIRED_STAGE_STATES). */
    stages: Type.Optional(Type.Array(NewStage, { minItems: 1, maxItems: STAGES_PER_SPHERE_MAX })),
  },
  { additionalProperties: false },
);
export type CreateSphereBody = Static<typeof CreateSphereBody>;

/**
 * Renames the sphere and/or replaces its stage list. `stages` lists every stage in its new order: an
 * item with `id` keeps (renames, remaps) that stage, one without is added, a missing one is deleted —
 * its tasks move to the stage given in `moves` (`{ "<deleted stage id>": <target stage id> }`), which is
 * required when the deleted stage holds tasks.
 */
export const UpdateSphereBody = Type.Object(
  {
    name: Type.Optional(SphereName),
    stages: Type.Optional(
      Type.Array(Type.Object({ id: Type.Optional(IdField), name: StageName, state: Type.Enum(baseStates) }, { additionalProperties: false }), {
        minItems: 1,
        maxItems: STAGES_PER_SPHERE_MAX,
      }),
    ),
    moves: Type.Optional(Type.Record(Type.String({ pattern: '^[0-9]+$' }), IdField)),
  },
  { additionalProperties: false },
);
export type UpdateSphereBody = Static<typeof UpdateSphereBody>;

/** Deleting a sphere that holds tasks needs where they go: a stage of another sphere. */
export const DeleteSphereQuery = Type.Object({ move_to_stage_id: Type.Optional(IdText('The stage of another sphere its tasks move to')) });
export type DeleteSphereQuery = Static<typeof DeleteSphereQuery>;
