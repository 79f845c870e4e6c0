import type { IntlShape } from 'react-intl';
import type { CalendarDay, DayOffResponse } from '@stepwise/contracts';
import { durationMessage } from '../../common/tasks/minutes';
import { dateValue } from './calendar-month';

const DAY_OFF_KIND_MESSAGES: Record<DayOffResponse['kind'], string> = {
  vacation: 'work.teamCalendar.kind.vacation',
  sick_leave: 'work.teamCalendar.kind.sick_leave',
  other: 'work.teamCalendar.kind.other',
};

/** "7 h", "8 h 30 min": the minutes of work of a day. */
export function formatHours(intl: IntlShape, minutes: number): string {
  const { id, values } = durationMessage(minutes);
  return intl.formatMessage({ id }, values);
}

/** What the day is for its row, in words: "day off (vacation)", "shortened pre-holiday day, 7 h". */
function dayState(intl: IntlShape, day: CalendarDay, dayOffKind: DayOffResponse['kind'] | undefined): string {
  const hours = formatHours(intl, day.minutes);
  switch (day.reason) {
    case 'workday':
      return intl.formatMessage({ id: 'work.teamCalendar.state.workday' }, { hours });
    case 'weekend':
      return intl.formatMessage({ id: 'work.teamCalendar.state.weekend' });
    case 'holiday':
      return intl.formatMessage({ id: 'work.teamCalendar.state.holiday' });
    case 'transfer':
      return intl.formatMessage({ id: 'work.teamCalendar.state.transfer' });
    case 'shortened':
      return intl.formatMessage({ id: 'work.teamCalendar.state.shortened' }, { hours });
    case 'working_weekend':
      return intl.formatMessage({ id: 'work.teamCalendar.state.workingWeekend' }, { hours });
    case 'workspace_holiday':
      return intl.formatMessage({ id: 'work.teamCalendar.state.workspaceHoliday' });
    case 'workspace_working_day':
      return intl.formatMessage({ id: 'work.teamCalendar.state.workspaceWorkingDay' }, { hours });
    case 'no_hours':
      return intl.formatMessage({ id: 'work.teamCalendar.state.noHours' });
    case 'day_off': {
      if (day.working) return intl.formatMessage({ id: 'work.teamCalendar.state.dayOffPart' }, { hours });
      if (!dayOffKind) return intl.formatMessage({ id: 'work.teamCalendar.state.dayOff' });
      return intl.formatMessage({ id: 'work.teamCalendar.state.dayOffKind' }, { kind: intl.formatMessage({ id: DAY_OFF_KIND_MESSAGES[dayOffKind] }) });
    }
  }
}

export interface DayLabelInput {
  /** Whose day: a member's name or the workspace default. */
  who: string;
  day: CalendarDay;
  /** The kind of the member's day off covering the day, when known. */
  dayOffKind?: DayOffResponse['kind'];
}

/** A cell's accessible name: "Anna Petrova, 31 December: day off (vacation)". */
export function dayLabel(intl: IntlShape, { who, day, dayOffKind }: DayLabelInput): string {
  const date = intl.formatDate(dateValue(day.date), { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const state = dayState(intl, day, dayOffKind);
  if (day.name) return intl.formatMessage({ id: 'work.teamCalendar.cellNamed' }, { who, date, state, name: day.name });
  return intl.formatMessage({ id: 'work.teamCalendar.cell' }, { who, date, state });
}
