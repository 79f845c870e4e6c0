import { Type, type Static } from 'typebox';
import { IdField, InstantField } from '../work/common-work-schemas.js';
import { TaskForecastResponse } from './forecast-schemas.js';

/**
 * A proposed flow order of one member, not saved: what the timeline sends while a task is dragged
 * in a lane, to show the new dates of everyone affected before the move is committed.
 */
export const ForecastPreviewBody = Type.Object(
  {
    user_id: IdField,
    /** The member's unfinished flow tasks in the proposed order (the same list `PUT …/flow/{user_id}` takes). */
    task_ids: Type.Array(IdField, { maxItems: 5_000, uniqueItems: true }),
    /** A task now in another member's flow, proposed to be reassigned to `user_id`: it is then one of `task_ids`. */
    reassigned_task_id: Type.Optional(IdField),
  },
  { additionalProperties: false, title: 'ForecastPreviewBody' },
);
export type ForecastPreviewBody = Static<typeof ForecastPreviewBody>;

const Finish = { finish_p50: InstantField, finish_p85: InstantField };

export const ForecastPreviewResponse = Type.Object(
  {
    at: InstantField,
    /** The forecast version the preview was computed from. */
    version: Type.Integer({ minimum: 0 }),
    /** Every task, of any member, whose start, P50, P85 or risk would change; with its member. */
    tasks: Type.Array(Type.Intersect([TaskForecastResponse, Type.Object({ user_id: Type.Integer() })])),
    /** Goals and projects whose predicted finish would change. */
    goals: Type.Array(Type.Object({ goal_id: Type.Integer(), ...Finish })),
    projects: Type.Array(Type.Object({ project_id: Type.Integer(), ...Finish })),
  },
  { title: 'ForecastPreview' },
);
export type ForecastPreviewResponse = Static<typeof ForecastPreviewResponse>;
export const ForecastPreviewEnvelope = Type.Object({ data: ForecastPreviewResponse }, { title: 'ForecastPreviewEnvelope' });
