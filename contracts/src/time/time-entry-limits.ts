/** A manual entry lasts at least a minute and at most a day. */
export const TIME_ENTRY_MINUTES_MIN = 1;
export const TIME_ENTRY_MINUTES_MAX = 24 * 60;
export const TIME_ENTRY_NOTE_MAX_LENGTH = 500;
/** Entries one list answer holds at most; narrower `from`/`to` for more. */
export const TIME_ENTRY_LIST_MAX = 2_000;
/** Where an entry came from: the task's timer (start, pause, finish) or a member's hand. */
export const TIME_ENTRY_SOURCES = ['timer', 'manual'] as const;
export type TimeEntrySource = (typeof TIME_ENTRY_SOURCES)[number];
/** An ISO week, `2026-W48`. */
export const ISO_WEEK_PATTERN = '^\\d{4}-W(0[1-9]|[1-4]\\d|5[0-3])$';
