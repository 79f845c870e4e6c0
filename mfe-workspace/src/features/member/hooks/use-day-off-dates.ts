import { useIntl } from 'react-intl';
import type { DayOffResponse } from '@stepwise/contracts';

const DAY_FORMAT = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

/** A day off's days ("1–5 December 2026", or one day) and, for part of a day, its hours. */
export function useDayOffDates(): (dayOff: DayOffResponse) => string {
  const intl = useIntl();
  return (dayOff) => {
    const [from, to] = [Date.parse(`${dayOff.from}T00:00:00Z`), Date.parse(`${dayOff.to}T00:00:00Z`)];
    const days = from === to ? intl.formatDate(from, DAY_FORMAT) : intl.formatDateTimeRange(from, to, DAY_FORMAT);
    return dayOff.part ? `${days}, ${dayOff.part[0]}–${dayOff.part[1]}` : days;
  };
}
