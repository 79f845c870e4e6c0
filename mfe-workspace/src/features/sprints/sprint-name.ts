import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Sprint } from './sprints-api';

/** A calendar date as the instant of its UTC midnight, formatted in UTC: the day itself, whatever the browser's zone. */
export const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Sprint 3 · 7–20 Dec" / "Спринт 3 · 7–20 дек.": a sprint's name, from its number and dates. */
export function useSprintName(): (sprint: Pick<Sprint, 'number' | 'starts_on' | 'ends_on'>) => string {
  const intl = useIntl();
  return useCallback(
    (sprint) =>
      intl.formatMessage(
        { id: 'work.sprints.name' },
        {
          number: sprint.number,
          dates: intl.formatDateTimeRange(utcDay(sprint.starts_on), utcDay(sprint.ends_on), { day: 'numeric', month: 'short', timeZone: 'UTC' }),
        },
      ),
    [intl],
  );
}
