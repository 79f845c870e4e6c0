import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { WEEKDAYS, type Weekday } from './week-draft';

/** The weekdays' names in the viewer's language ("Monday", "понедельник"), from 1 January 2024, a Monday. */
export function useWeekdayNames(): Record<Weekday, string> {
  const intl = useIntl();
  return useMemo(
    () =>
      Object.fromEntries(WEEKDAYS.map((day, index) => [day, intl.formatDate(Date.UTC(2024, 0, 1 + index), { weekday: 'long', timeZone: 'UTC' })])) as Record<
        Weekday,
        string
      >,
    [intl],
  );
}
