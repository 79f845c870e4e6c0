import { WEEKDAYS, weekdayOf, type DayKey } from '../dates/day-key.js';
import type { CalendarReason, HolidayCalendar } from '../calendar/holiday-calendar.js';
import { extraWorkingDayRanges, minuteOfDay, type TimeRange, type WeeklySchedule } from './weekly-schedule.js';

export const DAY_OFF_KINDS = ['vacation', 'sick_leave', 'other'] as const;
export type DayOffKind = (typeof DAY_OFF_KINDS)[number];

/** A member's absence: whole days from `from` to `to` (inclusive), or only `part` of each of them. */
export interface DayOff {
  from: DayKey;
  to: DayKey;
  kind: DayOffKind;
  part?: TimeRange | null;
}

export type MemberDayReason = CalendarReason | 'day_off' | 'no_hours';

export interface MemberDay {
  date: DayKey;
  working: boolean;
  /** Minutes of work left after holidays, shortening and days off. */
  minutes: number;
  reason: MemberDayReason;
  /** Working intervals as minutes after local midnight, in order. */
  intervals: Array<[number, number]>;
}

function toMinutes(ranges: readonly TimeRange[]): Array<[number, number]> {
  return ranges.map(([start, end]) => [minuteOfDay(start), minuteOfDay(end)]);
}

function cutEnd(intervals: Array<[number, number]>, minutes: number): Array<[number, number]> {
  const result = intervals.map((interval) => [...interval] as [number, number]);
  let left = minutes;
  while (left > 0 && result.length > 0) {
    const last = result[result.length - 1];
    const length = last[1] - last[0];
    if (length <= left) {
      result.pop();
      left -= length;
    } else {
      last[1] -= left;
      left = 0;
    }
  }
  return result;
}

function subtract(intervals: Array<[number, number]>, [from, to]: [number, number]): Array<[number, number]> {
  return intervals.flatMap(([start, end]): Array<[number, number]> => {
    if (to <= start || from >= end) return [[start, end]];
    const parts: Array<[number, number]> = [];
    if (start < from) parts.push([start, from]);
    if (to < end) parts.push([to, end]);
    return parts;
  });
}

/** One member's working day: their hours, the workspace calendar and their days off together. */
export function memberDay(schedule: WeeklySchedule, calendar: HolidayCalendar, daysOff: readonly DayOff[], date: DayKey): MemberDay {
  const calendarDay = calendar.dayOf(date);
  const ownRanges = schedule.week[WEEKDAYS[weekdayOf(date)]] ?? [];
  // A weekend is the calendar's default; a member whose week has weekend hours works them.
  const ownWeekend = calendarDay.reason === 'weekend' && ownRanges.length > 0;
  if (!calendarDay.working && !ownWeekend) return { date, working: false, minutes: 0, reason: calendarDay.reason, intervals: [] };
  // An extra working day keeps the member's own hours of that weekday; only a weekday without any borrows Monday's.
  const ranges = calendarDay.extraWorkingDay && ownRanges.length === 0 ? extraWorkingDayRanges(schedule) : ownRanges;
  let intervals = cutEnd(toMinutes(ranges), calendarDay.shortenedMinutes);
  let absent = false;
  for (const dayOff of daysOff) {
    if (date < dayOff.from || date > dayOff.to) continue;
    absent = true;
    intervals = dayOff.part ? subtract(intervals, [minuteOfDay(dayOff.part[0]), minuteOfDay(dayOff.part[1])]) : [];
  }
  const minutes = intervals.reduce((sum, [start, end]) => sum + end - start, 0);
  const reason: MemberDayReason = minutes > 0 ? (ownWeekend ? 'workday' : calendarDay.reason) : absent ? 'day_off' : 'no_hours';
  return { date, working: minutes > 0, minutes, reason, intervals };
}
