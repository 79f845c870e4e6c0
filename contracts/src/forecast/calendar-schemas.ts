import { Type, type Static } from 'typebox';
import { DateField, IdText } from '../common/value-fields.js';
import { CALENDAR_COUNTRY_CODES, CALENDAR_OWN_DAYS_MAX } from './forecast-limits.js';

const Country = Type.Union([Type.Enum(CALENDAR_COUNTRY_CODES), Type.Null()], {
  description: 'The production calendar preset; null = Monday–Friday only',
});

/** A workspace calendar: a country preset plus the workspace's own holidays and working days (they win over the preset). */
export const CalendarBody = Type.Object(
  {
    country: Country,
    holidays: Type.Array(DateField, { maxItems: CALENDAR_OWN_DAYS_MAX }),
    working_days: Type.Array(DateField, { maxItems: CALENDAR_OWN_DAYS_MAX }),
  },
  { additionalProperties: false, title: 'Calendar' },
);
export type CalendarBody = Static<typeof CalendarBody>;
export const CalendarEnvelope = Type.Object({ data: CalendarBody }, { title: 'CalendarEnvelope' });

export const CALENDAR_DAY_REASONS = [
  'workday',
  'weekend',
  'holiday',
  'transfer',
  'shortened',
  'working_weekend',
  'workspace_holiday',
  'workspace_working_day',
  'day_off',
  'no_hours',
] as const;
export type CalendarDayReason = (typeof CALENDAR_DAY_REASONS)[number];

export const CalendarDaysQuery = Type.Object({
  from: DateField,
  to: DateField,
  user_id: Type.Optional(IdText('A member: their hours and days off; omitted = the workspace default schedule')),
});
export type CalendarDaysQuery = Static<typeof CalendarDaysQuery>;

export const CalendarDay = Type.Object(
  {
    date: DateField,
    working: Type.Boolean(),
    /** Minutes of work that day, after shortening and days off. */
    minutes: Type.Integer({ minimum: 0 }),
    reason: Type.Enum(CALENDAR_DAY_REASONS),
    /** The holiday's name, when the preset gives one. */
    name: Type.Optional(Type.String()),
  },
  { title: 'CalendarDay' },
);
export type CalendarDay = Static<typeof CalendarDay>;
export const CalendarDaysResponse = Type.Object({ data: Type.Array(CalendarDay) }, { title: 'CalendarDays' });
