import type { DayKey } from '../dates/day-key.js';

/** One day that differs from the Monday–Friday week in a country's production calendar. */
export type CalendarException =
  | { date: DayKey; kind: 'holiday'; name: string }
  /** A day off moved here from a weekend (`from`), by decree. */
  | { date: DayKey; kind: 'transfer'; from: DayKey | '' }
  /** A working day one hour shorter: the day before a holiday. */
  | { date: DayKey; kind: 'shortened' }
  /** A Saturday or Sunday that is a working day. */
  | { date: DayKey; kind: 'working_weekend' };
