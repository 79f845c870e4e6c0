import type { IntlShape } from 'react-intl';
import { localToday } from '../../time/local-today';

/** Closer than this, a forecast date also says the time of day. */
export const TIME_OF_DAY_WITHIN_MS = 2 * 24 * 60 * 60 * 1000;

/** The viewer's calendar day of an instant, `YYYY-MM-DD`. */
export function localDayOf(instant: string): string {
  return localToday(new Date(instant));
}

/**
 * A forecast instant in the viewer's language and zone: the day ("3 Dec"; "3 December" when `long`),
 * the year only when it is not this year's, and the time of day when it is within the next two days.
 */
export function formatForecastInstant(intl: IntlShape, instant: string, now: number, long = false): string {
  const at = new Date(instant);
  const near = at.getTime() - now < TIME_OF_DAY_WITHIN_MS;
  return intl.formatDate(at, {
    day: 'numeric',
    month: long ? 'long' : 'short',
    year: at.getFullYear() === new Date(now).getFullYear() ? undefined : 'numeric',
    ...(near && { hour: '2-digit', minute: '2-digit' }),
  });
}
