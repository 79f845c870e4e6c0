import { Type } from 'typebox';
import { ID_MAX, ID_MIN } from '../rules/identifiers.js';
import { SUPPORTED_DATE_MAX, SUPPORTED_DATE_MIN } from '../rules/supported-dates.js';
import { TIME_ZONE_MAX_LENGTH } from '../rules/time-zones.js';
import type { ValueFormat } from '../rules/value-formats.js';

/*
 * The fields every id, date, instant, week and time zone of the API is declared with. Each carries a format
 * of rules/value-formats.ts, so one rule decides what passes (the API registers the formats) and the
 * OpenAPI document says it.
 */

const YEARS = `${SUPPORTED_DATE_MIN.slice(0, 4)}–${SUPPORTED_DATE_MAX.slice(0, 4)}`;
const format = (name: ValueFormat) => ({ format: name });

/** An id in a body: a positive 32-bit integer (`ID_MIN`…`ID_MAX`, the database's `integer`). */
export const IdField = Type.Integer({ minimum: ID_MIN, maximum: ID_MAX });

/** An id in a query, as digits: anything else, 0 or beyond 2147483647 is 400 for the field. */
export const IdText = (description: string) => Type.String({ ...format('id'), description: `${description}. An id: digits, ${ID_MIN}–${ID_MAX}` });

/** Ids in a query, comma-separated, each in digits or `none` for "not set". */
export const IdListText = (description: string) =>
  Type.String({ ...format('id-list'), description: `${description}. Ids (${ID_MIN}–${ID_MAX}) or \`none\`, comma-separated` });

/** What each field below accepts, in words, for descriptions that say more about a field. */
export const DATE_RULE = `YYYY-MM-DD, ${SUPPORTED_DATE_MIN}…${SUPPORTED_DATE_MAX}`;
export const INSTANT_RULE = `RFC 3339 date-time with an offset, years ${YEARS}`;
export const ISO_WEEK_RULE = `ISO week YYYY-Www, years ${YEARS}`;
export const TIME_ZONE_RULE = 'IANA time zone name, e.g. Europe/Moscow; not an offset';

/** A calendar date, `YYYY-MM-DD`: a day that exists, from SUPPORTED_DATE_MIN to SUPPORTED_DATE_MAX. */
export const DateField = Type.String({ ...format('date'), description: DATE_RULE });

/** An instant, RFC 3339 with an offset (`2026-12-07T10:00:00Z`, `…+03:00`), in the years of the supported dates. */
export const InstantField = Type.String({ ...format('date-time'), description: INSTANT_RULE });

/** An ISO week, `YYYY-Www`, whose seven days are supported dates. */
export const IsoWeekField = Type.String({ ...format('iso-week'), description: ISO_WEEK_RULE });

/** An IANA time zone name (`Europe/Moscow`, `UTC`); fixed offsets such as `+03:00` are refused. */
export const TimeZoneField = Type.String({ ...format('time-zone'), minLength: 1, maxLength: TIME_ZONE_MAX_LENGTH, description: TIME_ZONE_RULE });
