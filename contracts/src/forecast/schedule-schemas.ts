import { Type, type Static } from 'typebox';
import { TimeZoneField } from '../common/value-fields.js';
import { SCHEDULE_DAY_MAX_INTERVALS } from './forecast-limits.js';
import { WALL_TIME_PATTERN } from './work-intervals.js';

/** A wall time `HH:MM` (24:00 ends a day). */
export const WallTime = Type.String({ pattern: WALL_TIME_PATTERN, description: 'HH:MM, local wall time' });
/** One working interval of a day, start before end. */
export const WorkInterval = Type.Tuple([WallTime, WallTime], { description: '[start, end], HH:MM' });
const DayIntervals = Type.Array(WorkInterval, { maxItems: SCHEDULE_DAY_MAX_INTERVALS, description: 'In order, not overlapping; empty = no work that day' });

export const WeekIntervals = Type.Object(
  { mon: DayIntervals, tue: DayIntervals, wed: DayIntervals, thu: DayIntervals, fri: DayIntervals, sat: DayIntervals, sun: DayIntervals },
  { additionalProperties: false },
);

/** A weekly schedule in an IANA time zone: a member's, or the workspace default new members inherit. */
export const ScheduleBody = Type.Object({ time_zone: TimeZoneField, week: WeekIntervals }, { additionalProperties: false, title: 'Schedule' });
export type ScheduleBody = Static<typeof ScheduleBody>;

export const ScheduleResponse = Type.Object(
  {
    time_zone: Type.String(),
    week: WeekIntervals,
    /** A member's schedule: true while they follow the workspace default (never saved their own). */
    inherited: Type.Optional(Type.Boolean()),
  },
  { title: 'ScheduleResponse' },
);
export type ScheduleResponse = Static<typeof ScheduleResponse>;
export const ScheduleEnvelope = Type.Object({ data: ScheduleResponse }, { title: 'ScheduleEnvelope' });

export const MemberScheduleParams = Type.Object({
  id: Type.String({ description: 'Workspace id (digits)' }),
  user_id: Type.String({ description: 'User id (digits)' }),
});
export type MemberScheduleParams = Static<typeof MemberScheduleParams>;
