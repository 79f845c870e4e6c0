import type { CalendarDay } from '@stepwise/contracts';

/** How a day cell looks: the reasons the legend tells apart. */
export type DayLook = 'workday' | 'weekend' | 'holiday' | 'transfer' | 'shortened' | 'workingWeekend' | 'dayOff' | 'noHours';

export function dayLook(day: CalendarDay): DayLook {
  switch (day.reason) {
    case 'workday':
      return 'workday';
    case 'weekend':
      return 'weekend';
    case 'holiday':
    case 'workspace_holiday':
      return 'holiday';
    case 'transfer':
      return 'transfer';
    case 'shortened':
      return 'shortened';
    case 'working_weekend':
    case 'workspace_working_day':
      return 'workingWeekend';
    case 'day_off':
      return 'dayOff';
    case 'no_hours':
      return 'noHours';
  }
}

/** The legend, in the order it is read; the ids are written out for the catalogue check. */
export const DAY_LOOK_LEGEND: ReadonlyArray<{ look: DayLook; messageId: string }> = [
  { look: 'workday', messageId: 'work.teamCalendar.legend.workday' },
  { look: 'weekend', messageId: 'work.teamCalendar.legend.weekend' },
  { look: 'holiday', messageId: 'work.teamCalendar.legend.holiday' },
  { look: 'transfer', messageId: 'work.teamCalendar.legend.transfer' },
  { look: 'shortened', messageId: 'work.teamCalendar.legend.shortened' },
  { look: 'workingWeekend', messageId: 'work.teamCalendar.legend.workingWeekend' },
  { look: 'dayOff', messageId: 'work.teamCalendar.legend.dayOff' },
  { look: 'noHours', messageId: 'work.teamCalendar.legend.noHours' },
];
