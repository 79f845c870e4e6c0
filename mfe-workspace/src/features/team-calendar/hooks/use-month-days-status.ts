import { useAppDispatch, useAppSelector } from '@stepwise/shared';
import { workingTimeApi, type CalendarDaysArgs } from '../../../common/schedule/working-time-api';

export type MonthDaysStatus = 'loading' | 'failed' | 'ready';

/**
 * Whether every row's days of the month (each row asks for its own, `useWorkCalendarDaysQuery`)
 * have arrived, and a retry of the rows that failed.
 */
export function useMonthDaysStatus(rows: CalendarDaysArgs[]) {
  const dispatch = useAppDispatch();
  const select = (args: CalendarDaysArgs) => workingTimeApi.endpoints.workCalendarDays.select(args);
  const status = useAppSelector((state): MonthDaysStatus => {
    const entries = rows.map((args) => select(args)(state as never));
    if (entries.some((entry) => entry.isError)) return 'failed';
    return entries.every((entry) => entry.data !== undefined) ? 'ready' : 'loading';
  });
  const retry = () => {
    for (const args of rows) void dispatch(workingTimeApi.endpoints.workCalendarDays.initiate(args, { subscribe: false, forceRefetch: true }));
  };
  return { status, retry };
}
