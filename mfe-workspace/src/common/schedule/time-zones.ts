import { isTimeZone } from '@stepwise/contracts/rules';

let zones: readonly string[] | undefined;

/** The IANA zones this browser knows, UTC first. */
export function timeZoneNames(): readonly string[] {
  zones ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  return zones;
}

/** The zone's offset from UTC at `at`, as "UTC+03:00" (null for a zone the browser does not know). */
export function utcOffsetLabel(zone: string, at: Date): string | null {
  if (!isTimeZone(zone)) return null;
  const name =
    new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ??
    'GMT';
  return name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC');
}
