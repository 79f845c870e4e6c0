import type { ApiError } from '../api/api-error';

/** Message ids of the API's field error codes, by field name (forms use the API's field names). */
export type FieldCodeMessages = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Codes any field may have when the field has no message of its own for them. */
const ANY_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  required: 'validation.required',
  invalid: 'validation.invalid',
};

/**
 * The API's per-field codes (`fields` of a 400 validation_failed) as message ids, for the fields
 * a form shows (the keys of `messages`); an unknown code gets the common message of its code or
 * `fallback`. Null when none of the fields is on the form.
 */
export function serverFieldErrors(error: ApiError, messages: FieldCodeMessages, fallback = 'validation.invalid'): Record<string, string> | null {
  if (!error.fields) return null;
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(error.fields)) {
    const byCode = messages[field];
    if (!byCode) continue;
    errors[field] = byCode[code] ?? ANY_FIELD_MESSAGES[code] ?? fallback;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The message for a failure no form field explains: offline, too many requests, server trouble, anything else. */
export function commonErrorMessageId(error: ApiError): string {
  if (error.status === 'network') return 'error.offline';
  if (error.status === 429) return 'error.tooManyRequests';
  if (typeof error.status === 'number' && error.status >= 500) return 'error.tryLater';
  return 'error.generic';
}
