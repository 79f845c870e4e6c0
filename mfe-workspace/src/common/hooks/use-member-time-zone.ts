import { useWorkScheduleQuery } from '../schedule/working-time-api';
import { browserTimeZone } from '../time/browser-time-zone';

/**
 * A member's IANA time zone (their working hours'): their times are entered and shown in it, not in
 * the zone of whoever looks at them. `ready` once known; if their schedule cannot be read, the
 * browser's zone stands in.
 */
export function useMemberTimeZone(workspaceId: number, userId: number): { timeZone: string; ready: boolean } {
  const { data, isError } = useWorkScheduleQuery({ workspaceId, userId }, { skip: userId < 0 });
  return { timeZone: data?.time_zone ?? browserTimeZone(), ready: data !== undefined || isError };
}
