import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { ApiError } from './api-error';

/** Where the base query puts a 429's Retry-After delay: inside the error body, so toApiError keeps it. */
const RETRY_AFTER_KEY = 'retry_after';

/** Seconds from a Retry-After header: delay-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Copies a Retry-After delay into the error body, so every screen can say how long to wait. */
export function withRetryAfter(error: FetchBaseQueryError, meta: unknown): FetchBaseQueryError {
  const seconds = parseRetryAfter((meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('Retry-After'));
  if (seconds === null || typeof error.status !== 'number') return error;
  const body = typeof error.data === 'object' && error.data !== null ? error.data : {};
  return { ...error, data: { ...body, [RETRY_AFTER_KEY]: seconds } };
}

/** A numeric field of the error body beyond code/message, e.g. `resend_available_in` of a 429. */
export function errorBodyNumber(error: ApiError, key: string): number | null {
  const value = (error as unknown as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** The Retry-After delay of a failed call, if the server sent one. */
export function retryAfterSeconds(error: ApiError): number | null {
  return errorBodyNumber(error, RETRY_AFTER_KEY);
}
