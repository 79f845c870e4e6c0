/** Whole hours and the minutes left of a duration in minutes (an estimate, time spent). */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(total));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** Minutes from hours and minutes typed in two fields; null when both are empty or zero, NaN when either is not a whole number ≥ 0. */
export function minutesFrom(hours: string, minutes: string): number | null {
  const read = (text: string) => (text.trim() === '' ? 0 : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
  const total = read(hours) * 60 + read(minutes);
  if (Number.isNaN(total)) return Number.NaN;
  return total === 0 ? null : total;
}

/** Minutes since an instant, never negative. */
export function minutesSince(instant: string, now: number = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(instant)) / 60_000));
}

/** How a duration reads ("45 min", "2 h", "2 h 30 min"): a message id and its values. */
export function durationMessage(total: number): { id: string; values: { hours: number; minutes: number } } {
  const { hours, minutes } = splitMinutes(total);
  if (hours === 0) return { id: 'work.estimate.minutes', values: { hours, minutes } };
  if (minutes === 0) return { id: 'work.estimate.hours', values: { hours, minutes } };
  return { id: 'work.estimate.hoursMinutes', values: { hours, minutes } };
}
