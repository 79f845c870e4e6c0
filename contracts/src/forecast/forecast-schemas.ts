import { Type, type Static } from 'typebox';
import { InstantField } from '../work/common-work-schemas.js';
import { INSTANT_RULE } from '../common/value-fields.js';
import { FORECAST_RISKS, PACE_BASES } from './forecast-limits.js';

export const ForecastQuery = Type.Object({
  at: Type.Optional({ ...InstantField, description: `The forecast instant (${INSTANT_RULE}); now (to the minute) by default` }),
});
export type ForecastQuery = Static<typeof ForecastQuery>;

const Risk = Type.Union([Type.Enum(FORECAST_RISKS), Type.Null()], { description: 'null without a due date' });
const PaceBasis = Type.Enum(PACE_BASES);

export const TaskForecastResponse = Type.Object(
  {
    task_id: Type.Integer(),
    start_at: InstantField,
    finish_p50: InstantField,
    finish_p85: InstantField,
    risk: Risk,
    /** An unestimated task earlier in the flow was assumed to take the member's usual time. */
    assumes_unscored: Type.Boolean(),
  },
  { title: 'TaskForecast' },
);
export type TaskForecastResponse = Static<typeof TaskForecastResponse>;

/** "Usually needs 1.3× on complexity-4 tasks (from 23 tasks)". */
export const ComplexityPace = Type.Object({
  complexity: Type.Integer({ minimum: 1, maximum: 5 }),
  pace: Type.Number(),
  /** The member's finished tasks of this complexity the pace learned from. */
  tasks: Type.Integer({ minimum: 0 }),
});

export const MemberForecastResponse = Type.Object(
  {
    user_id: Type.Integer(),
    /** Minutes of real work per estimated minute (1.0 = as estimated). */
    pace: Type.Number(),
    pace_basis: PaceBasis,
    /** Finished tasks the pace learned from (the member's, or the team's when basis = team). */
    pace_tasks: Type.Integer({ minimum: 0 }),
    complexity_paces: Type.Array(ComplexityPace),
    /** Share of scheduled time that goes to flow tasks. */
    focus: Type.Number(),
    tasks: Type.Array(TaskForecastResponse),
  },
  { title: 'MemberForecast' },
);

const Finish = { finish_p50: InstantField, finish_p85: InstantField };

export const ForecastResponse = Type.Object(
  {
    at: InstantField,
    /** The workspace's forecast version: it grows with every change that can move a date (`forecast.changed`). */
    version: Type.Integer({ minimum: 0 }),
    members: Type.Array(MemberForecastResponse),
    goals: Type.Array(Type.Object({ goal_id: Type.Integer(), ...Finish })),
    projects: Type.Array(Type.Object({ project_id: Type.Integer(), ...Finish })),
    /** Flow tasks without an estimate: no date of their own ("estimate these tasks"). */
    unscored: Type.Array(Type.Integer()),
    /** Tasks no working time was found for within three years (a schedule without hours). */
    unplaced: Type.Array(Type.Integer()),
  },
  { title: 'Forecast' },
);
export type ForecastResponse = Static<typeof ForecastResponse>;
export const ForecastEnvelope = Type.Object({ data: ForecastResponse }, { title: 'ForecastEnvelope' });

const HitRate = {
  /** Finished tasks with a forecast snapshot before they finished. */
  finished: Type.Integer({ minimum: 0 }),
  by_p50: Type.Integer({ minimum: 0 }),
  by_p85: Type.Integer({ minimum: 0 }),
  /** Shares 0–1; null when nothing finished yet. */
  p50_rate: Type.Union([Type.Number(), Type.Null()]),
  p85_rate: Type.Union([Type.Number(), Type.Null()]),
};

export const ForecastAccuracyResponse = Type.Object(
  {
    workspace: Type.Object(HitRate),
    members: Type.Array(Type.Object({ user_id: Type.Integer(), ...HitRate })),
  },
  { title: 'ForecastAccuracy' },
);
export type ForecastAccuracyResponse = Static<typeof ForecastAccuracyResponse>;
export const ForecastAccuracyEnvelope = Type.Object({ data: ForecastAccuracyResponse }, { title: 'ForecastAccuracyEnvelope' });
