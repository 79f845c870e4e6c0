/** Limits of the deadline forecast's requests. */

/** The longest range `GET …/calendar/days` answers, in days. */
export const CALENDAR_DAYS_MAX_RANGE = 366;
/** Working intervals of one weekday. */
export const SCHEDULE_DAY_MAX_INTERVALS = 8;
/** The workspace's own holidays or working days. */
export const CALENDAR_OWN_DAYS_MAX = 400;
/** The longest day off, in days. */
export const DAY_OFF_MAX_DAYS = 366;
/**
 * The largest history file `POST …/import/history` takes: the API's body limit, which the shell's
 * proxy also applies (`API_BODY_LIMIT`), about 10,000 rows; a larger history is imported in parts.
 */
export const HISTORY_IMPORT_MAX_BYTES = 1024 * 1024;
/** Rows of one history file. */
export const HISTORY_IMPORT_MAX_ROWS = 20_000;
export const DAY_OFF_KINDS = ['vacation', 'sick_leave', 'other'] as const;
export type DayOffKind = (typeof DAY_OFF_KINDS)[number];
export const CALENDAR_COUNTRY_CODES = ['RU'] as const;
export const FORECAST_RISKS = ['on_track', 'at_risk', 'late', 'overdue'] as const;
export const PACE_BASES = ['member', 'team', 'default'] as const;
/** Where a finished task's real finish fell in its last forecast. */
export const FORECAST_OUTCOMES = ['by_p50', 'by_p85', 'after_p85'] as const;
export type ForecastOutcome = (typeof FORECAST_OUTCOMES)[number];
