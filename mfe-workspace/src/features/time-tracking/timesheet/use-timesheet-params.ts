import { useSearchParams } from 'react-router';
import { localToday } from '../../../common/time/local-today';
import { isoWeekOf, isSupportedIsoWeek, parseId } from '@stepwise/contracts/rules';

/** The week (`?week=2026-W48`) and the member (`?member=<id>`) of the timesheet in the address; this week and oneself by default. */
export function useTimesheetParams(selfId: number) {
  const [params, setParams] = useSearchParams();
  const thisWeek = isoWeekOf(localToday());
  const requested = params.get('week');
  const week = requested !== null && isSupportedIsoWeek(requested) ? requested : thisWeek;
  const userId = parseId(params.get('member')) ?? selfId;
  const set = (name: 'week' | 'member', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      return next;
    });
  return { week, thisWeek, userId, showWeek: (next: string) => set('week', next), showMember: (id: number) => set('member', String(id)) };
}
