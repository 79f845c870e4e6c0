import { createHolidayCalendar, type HolidayCalendarSettings } from '../src/calendar/holiday-calendar.js';
import { defaultWeeklySchedule } from '../src/schedule/weekly-schedule.js';
import type { ForecastMember, ForecastTask } from '../src/forecast/forecast.js';

export const russia = createHolidayCalendar({ country: 'RU', holidays: [], workingDays: [] });
export const noPreset = createHolidayCalendar({ country: null, holidays: [], workingDays: [] });

export function calendar(settings: Partial<HolidayCalendarSettings>) {
  return createHolidayCalendar({ country: null, holidays: [], workingDays: [], ...settings });
}

export function member(userId: number, timeZone = 'Europe/Moscow', extra: Partial<ForecastMember> = {}): ForecastMember {
  return { userId, schedule: defaultWeeklySchedule(timeZone), daysOff: [], ...extra };
}

let nextId = 1;
export function task(overrides: Partial<ForecastTask> = {}): ForecastTask {
  return {
    id: nextId++,
    assigneeId: 1,
    estimateMinutes: 60,
    complexity: null,
    spentMinutes: 0,
    dueOn: null,
    blockedBy: [],
    goalId: null,
    finished: false,
    ...overrides,
  };
}

export const at = (isoInstant: string) => Date.parse(isoInstant);
