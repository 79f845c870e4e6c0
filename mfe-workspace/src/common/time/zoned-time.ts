import { instantOfLocal, localDayOf, localMinuteOf } from '@stepwise/scheduling';

/** The instant of a wall time (`HH:MM`) on a date (`YYYY-MM-DD`) in an IANA time zone, as ISO. */
export function zonedInstant(timeZone: string, date: string, time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(instantOfLocal(timeZone, date, hours * 60 + minutes)).toISOString();
}

/** The date and wall time of an instant in an IANA time zone. */
export function zonedParts(timeZone: string, instant: string): { date: string; time: string } {
  const at = Date.parse(instant);
  const minute = localMinuteOf(timeZone, at);
  const two = (part: number) => String(part).padStart(2, '0');
  return { date: localDayOf(timeZone, at), time: `${two(Math.floor(minute / 60))}:${two(minute % 60)}` };
}
