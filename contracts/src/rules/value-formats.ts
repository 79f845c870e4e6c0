import { isIdListText, isIdText } from './identifiers.js';
import { isSupportedDate, isSupportedInstant, isSupportedIsoWeek } from './supported-dates.js';
import { isTimeZone } from './time-zones.js';

/**
 * The string formats the contract's schemas name (`format: 'date'` …) and the rule behind each. The API's
 * validator registers every one of them, so a schema that says `date` refuses 9999-12-31 with the same
 * rule a form uses, and the OpenAPI document names the format of each field.
 */
export const VALUE_FORMATS = {
  /** An id in digits (a query parameter): 1…2147483647. */
  id: isIdText,
  /** Ids in digits or `none`, comma-separated. */
  'id-list': isIdListText,
  /** `YYYY-MM-DD`, an existing day from 1970-01-01 to 2099-12-31. */
  date: isSupportedDate,
  /** RFC 3339 with an offset (`Z`, `+03:00`), within the same years. */
  'date-time': isSupportedInstant,
  /** `YYYY-Www`, a week whose days are all supported dates. */
  'iso-week': isSupportedIsoWeek,
  /** An IANA time zone name (`Europe/Moscow`), never a fixed offset. */
  'time-zone': isTimeZone,
} as const satisfies Record<string, (value: string) => boolean>;

export type ValueFormat = keyof typeof VALUE_FORMATS;
