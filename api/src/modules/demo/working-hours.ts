/*
 * The demo team's working hours: 9:30–18:00 Moscow time (UTC+3, no daylight saving), Monday to Friday.
 * Past work is laid out along them so that recorded intervals look like a real team's.
 */
const DAY_START_MINUTES = 6 * 60 + 30;
const DAY_END_MINUTES = 15 * 60;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface Session {
  start: Date;
  end: Date;
}

function isWeekend(date: Date): boolean {
  return date.getUTCDay() === 0 || date.getUTCDay() === 6;
}

function atMinutes(day: Date, minutes: number): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + minutes * MINUTE);
}

/** The working days from `from` up to `to` (both instants; their days included), oldest first. */
export function workdaysBetween(from: Date, to: Date): Date[] {
  const days: Date[] = [];
  for (let day = atMinutes(from, 0); day.getTime() <= to.getTime(); day = new Date(day.getTime() + DAY)) {
    if (!isWeekend(day)) days.push(day);
  }
  return days;
}

/** The day's start of work, plus `offsetMinutes`. */
export function workStart(day: Date, offsetMinutes = 0): Date {
  return atMinutes(day, DAY_START_MINUTES + offsetMinutes);
}

function nextWorkdayStart(date: Date): Date {
  let day = new Date(atMinutes(date, 0).getTime() + DAY);
  while (isWeekend(day)) day = new Date(day.getTime() + DAY);
  return workStart(day);
}

/** `minutes` of work from `from`, split at the end of each working day and resumed the next one. */
export function workSessions(from: Date, minutes: number): Session[] {
  const sessions: Session[] = [];
  let start = isWeekend(from) || from.getTime() >= atMinutes(from, DAY_END_MINUTES).getTime() ? nextWorkdayStart(from) : from;
  let left = minutes;
  while (left > 0) {
    const dayEnd = atMinutes(start, DAY_END_MINUTES);
    const chunk = Math.min(left, Math.floor((dayEnd.getTime() - start.getTime()) / MINUTE));
    sessions.push({ start, end: new Date(start.getTime() + chunk * MINUTE) });
    left -= chunk;
    start = nextWorkdayStart(start);
  }
  return sessions;
}
