import { Type, type Static } from 'typebox';
import { CALENDAR_DAY_REASONS } from '../forecast/calendar-schemas.js';
import { DateField, IdText } from '../common/value-fields.js';

/** The longest range `GET …/workload` answers, in days (from and to included). */
export const WORKLOAD_MAX_DAYS = 62;

const FilterId = (description: string) => Type.Optional(IdText(description));

/** The board's range and filters: the filters narrow the planned work, never the capacity. */
export const WorkloadQuery = Type.Object({
  from: DateField,
  to: DateField,
  sphere_id: FilterId('Only work on tasks of this sphere'),
  goal_id: FilterId('Only work on tasks of this goal'),
  project_id: FilterId('Only work on tasks of this project'),
});
export type WorkloadQuery = Static<typeof WorkloadQuery>;

/** A task's share of one day: the working minutes the forecast places it in. */
export const WorkloadPiece = Type.Object(
  {
    task_id: Type.Integer(),
    minutes: Type.Integer({ minimum: 0 }),
    title: Type.String(),
    /** The forecast finishes the task after its due date (late or overdue): more work than fits before it. */
    late: Type.Boolean(),
  },
  { title: 'WorkloadPiece' },
);
export type WorkloadPiece = Static<typeof WorkloadPiece>;

export const WorkloadDay = Type.Object(
  {
    date: DateField,
    /** Working minutes of the member's schedule that day, after holidays, shortening and days off. */
    capacity_minutes: Type.Integer({ minimum: 0 }),
    /** Working minutes the forecast places the member's (filtered) unfinished tasks in that day. */
    planned_minutes: Type.Integer({ minimum: 0 }),
    /** Why the day is (not) worked, as `GET …/calendar/days` says. */
    reason: Type.Enum(CALENDAR_DAY_REASONS),
    /** The holiday's name, when the preset gives one. */
    name: Type.Optional(Type.String()),
    /** The tasks that day in flow order. */
    tasks: Type.Optional(Type.Array(WorkloadPiece)),
  },
  { title: 'WorkloadDay' },
);
export type WorkloadDay = Static<typeof WorkloadDay>;

export const WorkloadMember = Type.Object(
  {
    user_id: Type.Integer(),
    time_zone: Type.String(),
    days: Type.Array(WorkloadDay),
  },
  { title: 'WorkloadMember' },
);
export type WorkloadMember = Static<typeof WorkloadMember>;

export const WorkloadEnvelope = Type.Object({ data: Type.Array(WorkloadMember), version: Type.Integer({ minimum: 0 }) }, { title: 'WorkloadEnvelope' });
export type WorkloadEnvelope = Static<typeof WorkloadEnvelope>;
