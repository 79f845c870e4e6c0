import { isSupportedDate, parseId } from '@stepwise/contracts/rules';

/** Days the board shows at once, and how far the range buttons step. */
export const WORKLOAD_DAYS = 14;

/** Whether a URL value is a YYYY-MM-DD day the API takes (the contract's rule: a real, supported date). */
export function isDay(value: string | null): value is string {
  return value !== null && isSupportedDate(value);
}

/** The day `days` after `day` (YYYY-MM-DD, calendar arithmetic). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The days from `from`, `WORKLOAD_DAYS` of them. */
export function rangeDays(from: string): string[] {
  return Array.from({ length: WORKLOAD_DAYS }, (_, index) => addDays(from, index));
}

/** A filter id from the URL: an id by the contract's rule, else none. */
export function idParam(value: string | null): number | undefined {
  return parseId(value);
}
