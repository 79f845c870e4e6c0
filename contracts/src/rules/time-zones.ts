/**
 * A time zone is an IANA name (`Europe/Moscow`, `America/New_York`, `UTC`, `Etc/GMT-3`) that this runtime
 * knows. Fixed offsets (`+03:00`, `-99:99`) are refused even where the runtime would accept them: a member's
 * working day follows their zone's daylight-saving rules, which an offset does not have.
 */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;
export const TIME_ZONE_MAX_LENGTH = 64;

export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > TIME_ZONE_MAX_LENGTH || !IANA_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
