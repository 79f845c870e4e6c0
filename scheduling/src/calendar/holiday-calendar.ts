import { weekdayOf, type DayKey } from '../dates/day-key.js';
import type { CalendarException } from './calendar-exception.js';
import { RU_PRODUCTION_CALENDAR } from './ru/index.js';

/** Countries with a production calendar kept in the repository. */
export const CALENDAR_COUNTRIES = ['RU'] as const;
export type CalendarCountry = (typeof CALENDAR_COUNTRIES)[number];

const PRESETS: Record<CalendarCountry, Readonly<Record<number, readonly CalendarException[]>>> = {
  RU: RU_PRODUCTION_CALENDAR,
};

/** Why a day is (not) a working day. */
export type CalendarReason = 'workday' | 'weekend' | 'holiday' | 'transfer' | 'shortened' | 'working_weekend' | 'workspace_holiday' | 'workspace_working_day';

export interface CalendarDay {
  date: DayKey;
  working: boolean;
  reason: CalendarReason;
  /** Minutes taken off the end of the working day (the hour before a public holiday). */
  shortenedMinutes: number;
  /** The holiday's name, when the preset gives one. */
  name?: string;
  /** A Saturday or Sunday that is a working day: the member's weekday hours apply (see member-day). */
  extraWorkingDay: boolean;
}

/** A workspace's calendar: a country preset plus the workspace's own holidays and working days. */
export interface HolidayCalendarSettings {
  country: CalendarCountry | null;
  holidays: readonly DayKey[];
  workingDays: readonly DayKey[];
}

export interface HolidayCalendar {
  readonly settings: HolidayCalendarSettings;
  dayOf(date: DayKey): CalendarDay;
  /** False for a year the preset has no data for yet: its days follow Monday–Friday only. */
  coversYear(year: number): boolean;
}

export const PRE_HOLIDAY_SHORTENING_MINUTES = 60;

export function createHolidayCalendar(settings: HolidayCalendarSettings): HolidayCalendar {
  const preset = settings.country ? PRESETS[settings.country] : undefined;
  const exceptions = new Map<DayKey, CalendarException>();
  for (const days of Object.values(preset ?? {})) for (const day of days) exceptions.set(day.date, day);
  const extraHolidays = new Set(settings.holidays);
  const extraWorkingDays = new Set(settings.workingDays);

  function dayOf(date: DayKey): CalendarDay {
    const weekend = weekdayOf(date) >= 5;
    const plain = { date, shortenedMinutes: 0, extraWorkingDay: false };
    // The workspace's own days win over the preset: a team may work a public holiday, or rest on a day it does not.
    if (extraWorkingDays.has(date)) return { ...plain, working: true, reason: 'workspace_working_day', extraWorkingDay: weekend };
    if (extraHolidays.has(date)) return { ...plain, working: false, reason: 'workspace_holiday' };
    const exception = exceptions.get(date);
    switch (exception?.kind) {
      case 'holiday':
        return { ...plain, working: false, reason: 'holiday', name: exception.name };
      case 'transfer':
        return { ...plain, working: false, reason: 'transfer' };
      case 'shortened':
        // A shortened day can be a Saturday made working (2025-11-01 in Russia).
        return { ...plain, working: true, reason: 'shortened', shortenedMinutes: PRE_HOLIDAY_SHORTENING_MINUTES, extraWorkingDay: weekend };
      case 'working_weekend':
        return { ...plain, working: true, reason: 'working_weekend', extraWorkingDay: true };
      default:
        return weekend ? { ...plain, working: false, reason: 'weekend' } : { ...plain, working: true, reason: 'workday' };
    }
  }

  return {
    settings,
    dayOf,
    coversYear: (year) => !preset || Boolean(preset[year]),
  };
}
