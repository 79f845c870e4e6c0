import { Type, type Static } from 'typebox';
import { CALENDAR_DAY_REASONS } from '../forecast/calendar-schemas.js';
import { DateField, IdField, IdText, INSTANT_RULE, InstantField, ISO_WEEK_RULE, IsoWeekField } from '../common/value-fields.js';
import { ISO_WEEK_PATTERN, TIME_ENTRY_MINUTES_MAX, TIME_ENTRY_MINUTES_MIN, TIME_ENTRY_NOTE_MAX_LENGTH, TIME_ENTRY_SOURCES } from './time-entry-limits.js';

/**
 * A span of work on a task by one member. The task's in-progress intervals are its timer entries;
 * members add, edit and delete manual ones. One member's entries never overlap.
 */
export const TimeEntryResponse = Type.Object(
  {
    id: IdField,
    workspace_id: IdField,
    task_id: IdField,
    user_id: IdField,
    started_at: InstantField,
    ended_at: Type.Union([InstantField, Type.Null()], { description: 'null while the timer runs' }),
    minutes: Type.Integer({ minimum: 0, description: 'Whole minutes (up to now while running)' }),
    note: Type.Union([Type.String(), Type.Null()]),
    source: Type.Enum(TIME_ENTRY_SOURCES),
  },
  { title: 'TimeEntry' },
);
export type TimeEntryResponse = Static<typeof TimeEntryResponse>;
export const TimeEntryEnvelope = Type.Object({ data: TimeEntryResponse }, { title: 'TimeEntryEnvelope' });
export const TimeEntryListResponse = Type.Object({ data: Type.Array(TimeEntryResponse) }, { title: 'TimeEntryList' });

const Note = Type.Union([Type.String({ maxLength: TIME_ENTRY_NOTE_MAX_LENGTH }), Type.Null()]);
const Minutes = Type.Integer({ minimum: TIME_ENTRY_MINUTES_MIN, maximum: TIME_ENTRY_MINUTES_MAX });

/** `ended_at` or `minutes` (from `started_at`), not both; `user_id` (another member's) is for admins. */
export const CreateTimeEntryBody = Type.Object(
  {
    task_id: IdField,
    started_at: InstantField,
    ended_at: Type.Optional(InstantField),
    minutes: Type.Optional(Minutes),
    note: Type.Optional(Note),
    user_id: Type.Optional(IdField),
  },
  { additionalProperties: false, title: 'CreateTimeEntry' },
);
export type CreateTimeEntryBody = Static<typeof CreateTimeEntryBody>;

export const UpdateTimeEntryBody = Type.Object(
  {
    task_id: Type.Optional(IdField),
    started_at: Type.Optional(InstantField),
    ended_at: Type.Optional(InstantField),
    minutes: Type.Optional(Minutes),
    note: Type.Optional(Note),
  },
  { additionalProperties: false, minProperties: 1, title: 'UpdateTimeEntry' },
);
export type UpdateTimeEntryBody = Static<typeof UpdateTimeEntryBody>;

export const TimeEntriesQuery = Type.Object({
  user_id: Type.Optional(IdText('One member’s entries')),
  task_id: Type.Optional(IdText('One task’s entries')),
  from: Type.Optional({ ...InstantField, description: `Entries ending after this instant (${INSTANT_RULE})` }),
  to: Type.Optional({ ...InstantField, description: `Entries starting before this instant (${INSTANT_RULE})` }),
});
export type TimeEntriesQuery = Static<typeof TimeEntriesQuery>;

/** The body of a `time_entry_overlap` refusal (409): the member's entry the new span collides with. */
export const TimeEntryOverlapDetails = Type.Object({ entry: TimeEntryResponse }, { title: 'TimeEntryOverlapDetails' });

export const TimesheetQuery = Type.Object({
  user_id: Type.Optional(IdText('The member; the caller by default')),
  week: Type.Optional({ ...IsoWeekField, description: `${ISO_WEEK_RULE}, in the member’s zone; the current one by default` }),
});
export type TimesheetQuery = Static<typeof TimesheetQuery>;

const TimesheetDay = Type.Object(
  {
    date: DateField,
    scheduled_minutes: Type.Integer({ minimum: 0, description: 'Working time of the member’s schedule that day, after holidays and days off' }),
    tracked_minutes: Type.Integer({ minimum: 0 }),
    holiday: Type.Union([Type.String(), Type.Null()], { description: 'The holiday’s name when the day is one' }),
    day_off: Type.Boolean({ description: 'The member has a day off (whole or part) that day' }),
    reason: Type.Enum(CALENDAR_DAY_REASONS, { description: 'Why the day is (not) a working one, as GET …/calendar/days says it' }),
  },
  { title: 'TimesheetDay' },
);

const TimesheetRow = Type.Object(
  {
    task_id: IdField,
    task_title: Type.String(),
    minutes: Type.Array(Type.Integer({ minimum: 0 }), { minItems: 7, maxItems: 7, description: 'Monday to Sunday' }),
    total_minutes: Type.Integer({ minimum: 0 }),
  },
  { title: 'TimesheetRow' },
);

/** One member's week, days × tasks, in the member's zone (an entry across midnight is split). */
export const TimesheetResponse = Type.Object(
  {
    user_id: IdField,
    // A response's fields carry no format of their own: the serializer knows only the standard ones.
    week: Type.String({ pattern: ISO_WEEK_PATTERN }),
    time_zone: Type.String(),
    days: Type.Array(TimesheetDay, { minItems: 7, maxItems: 7 }),
    rows: Type.Array(TimesheetRow),
    tracked_minutes: Type.Integer({ minimum: 0 }),
    scheduled_minutes: Type.Integer({ minimum: 0 }),
  },
  { title: 'Timesheet' },
);
export type TimesheetResponse = Static<typeof TimesheetResponse>;
export const TimesheetEnvelope = Type.Object({ data: TimesheetResponse }, { title: 'TimesheetEnvelope' });
