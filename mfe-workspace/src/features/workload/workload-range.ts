/** Days the board shows at once, and how far the range buttons step. */
export const WORKLOAD_DAYS = 14;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a URL value is a real YYYY-MM-DD day. */
export function isDay(value: string | null): value is string {
  return value !== null && DAY_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** The day `days` after `day` (YYYY-MM-DD, calendar arithmetic). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The days from `from`, `WORKLOAD_DAYS` of them. */
export function rangeDays(from: string): string[] {
  return Array.from({ length: WORKLOAD_DAYS }, (_, index) => addDays(from, index));
}

/** A filter id from the URL: digits only, else none. */
export function idParam(value: string | null): number | undefined {
  return value !== null && /^\d{1,10}$/.test(value) ? Number(value) : undefined;
}
