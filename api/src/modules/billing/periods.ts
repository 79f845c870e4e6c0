import type { PaymentType } from '@stepwise/contracts';

export const TRIAL_DAYS = 30;
const DAY_MS = 86_400_000;

/** `date` plus whole calendar months (UTC); a day the target month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function periodMonths(period: PaymentType): number {
  return period === 'annual' ? 12 : 1;
}

export function periodEnd(start: Date, period: PaymentType): Date {
  return addMonths(start, periodMonths(period));
}
