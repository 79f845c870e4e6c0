import type { ApiError } from '@stepwise/shared';

export type FieldCodeMessages = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * The API's per-field codes (`fields` of a 400 validation_failed) as message ids, for the fields a
 * form knows; `fallback` for a code a field has no message of its own for. Null when none match.
 */
export function serverFieldErrors(error: ApiError, messages: FieldCodeMessages, fallback: string): Record<string, string> | null {
  if (!error.fields) return null;
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(error.fields)) {
    const byCode = messages[field];
    if (!byCode) continue;
    errors[field] = byCode[code] ?? fallback;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The message for a failure no form field explains: offline, server trouble, anything else. */
export function commonErrorMessageId(error: ApiError): string {
  if (error.status === 'network') return 'error.offline';
  if (typeof error.status === 'number' && error.status >= 500) return 'error.tryLater';
  return 'error.generic';
}
