/**
 * Every id of the API is a PostgreSQL `integer`: a positive 32-bit number. A value outside this range
 * can name nothing, so it is refused by validation (400 for a body or query field, 404 for a path, a
 * `not_found` on the live channel) and never reaches the database, whose error would be a 5xx.
 */
export const ID_MIN = 1;
export const ID_MAX = 2_147_483_647;

/** Whether a value (a JSON number) is an id: an integer within [ID_MIN, ID_MAX]. */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= ID_MIN && value <= ID_MAX;
}

/** An id as a path or a query carries it (digits, or a number), else undefined. */
export function parseId(value: unknown): number | undefined {
  if (typeof value === 'number') return isId(value) ? value : undefined;
  if (typeof value !== 'string' || !/^[0-9]{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return isId(id) ? id : undefined;
}

/** Whether a text (a query parameter) is an id written in digits. */
export function isIdText(value: string): boolean {
  return parseId(value) !== undefined;
}

/** The word of an id filter that stands for "not set" (`assignee_id=12,none`). */
export const NO_ID = 'none';

/** Whether a text is a comma-separated list of ids, each in digits or `none`: `12,15,none`. */
export function isIdListText(value: string): boolean {
  return value.split(',').every((part) => part === NO_ID || isIdText(part));
}
