/** Characters people put between the digits of a phone number. */
const SEPARATORS = /[\s\-().\u00a0\u2010-\u2015]/g;

/**
 * A phone number in E.164 (`+79161234567`), or null when it is not one. Russian numbers may be typed
 * as 11 digits starting with 7 or 8, or with +7; any other country needs its `+` code and 10–15 digits.
 */
export function normalisePhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  const international = compact.startsWith('+');
  const digits = international ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;
  if (!international) return /^[78]\d{10}$/.test(digits) ? `+7${digits.slice(1)}` : null;
  if (digits.startsWith('7')) return digits.length === 11 ? `+${digits}` : null;
  return /^[1-9]\d{9,14}$/.test(digits) ? `+${digits}` : null;
}

/** `+79161234567` → `+7 916 123-45-67`; other numbers are shown as stored. */
export function formatPhone(e164: string): string {
  const russian = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  return russian ? `+7 ${russian[1]} ${russian[2]}-${russian[3]}-${russian[4]}` : e164;
}
