import type { ApiError } from '@stepwise/shared';

/**
 * The message for a failure no screen handles itself: offline, too many requests, server trouble,
 * anything else.
 */
export function commonErrorMessageId(error: ApiError): string {
  if (error.status === 'network') return 'error.offline';
  if (error.status === 429) return 'auth.error.tooManyRequests';
  if (typeof error.status === 'number' && error.status >= 500) return 'error.tryLater';
  return 'error.generic';
}

/** A numeric field of the error body beyond code/message, e.g. `resend_available_in` of a 429. */
export function errorBodyNumber(error: ApiError, key: string): number | null {
  const value = (error as unknown as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}
