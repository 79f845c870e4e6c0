import type { ApiError } from '@stepwise/shared';

/** A numeric field of the error body beyond code/message, e.g. `resend_available_in` of a 429. */
export function errorBodyNumber(error: ApiError, key: string): number | null {
  const value = (error as unknown as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}
