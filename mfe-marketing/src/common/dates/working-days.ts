/** Saturday or Sunday. */
export function isWeekend(date: Date): boolean {
  const day = date.getDay();
  return day === 0 || day === 6;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Monday of the week the date falls in. */
export function startOfWeek(date: Date): Date {
  const day = startOfDay(date);
  const shift = (day.getDay() + 6) % 7;
  day.setDate(day.getDate() - shift);
  return day;
}

/**
 * Moves a date by a number of working days, skipping Saturdays and Sundays, as Stepwise's forecast
 * does with a five-day schedule. Zero days from a weekend lands on the next Monday.
 */
export function addWorkingDays(from: Date, days: number): Date {
  const date = startOfDay(from);
  const step = days < 0 ? -1 : 1;
  let left = Math.abs(Math.trunc(days));
  while (isWeekend(date)) date.setDate(date.getDate() + step);
  while (left > 0) {
    date.setDate(date.getDate() + step);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}
