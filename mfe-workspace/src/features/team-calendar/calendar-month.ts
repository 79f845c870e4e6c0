import { isSupportedDate } from '@stepwise/contracts/rules';

/** A month of the calendar, as in the address (`?month=2026-12`); `month` is 1–12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The month a `YYYY-MM` value names, if its days are supported dates (the contract's rule); null for anything else. */
export function parseMonth(value: string | null): CalendarMonth | null {
  const match = value === null ? null : /^(\d{4})-(\d{2})$/.exec(value);
  if (!match || !isSupportedDate(`${value}-01`)) return null;
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The month of a `YYYY-MM-DD` date. */
export function monthOf(date: string): CalendarMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function monthParam({ year, month }: CalendarMonth): string {
  return `${year}-${pad(month)}`;
}

export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Every day of the month, `YYYY-MM-DD`, first to last. */
export function daysOfMonth({ year, month }: CalendarMonth): string[] {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => `${year}-${pad(month)}-${pad(index + 1)}`);
}

/** A `YYYY-MM-DD` date as the instant of its UTC midnight, to format it with `timeZone: 'UTC'` and never slip a day. */
export function dateValue(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}
