import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The API's error body: a stable machine-readable code, a message and optional per-field messages. */
export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export interface ApiError extends ApiErrorBody {
  status: number | 'network' | 'unknown';
}

function isErrorBody(data: unknown): data is ApiErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as ApiErrorBody).code === 'string';
}

/** Normalises whatever a query or mutation failed with into one shape the UI can map to messages. */
export function toApiError(error: FetchBaseQueryError | SerializedError | undefined): ApiError {
  if (!error) return { status: 'unknown', code: 'unknown', message: 'Unknown error' };
  if ('status' in error) {
    if (typeof error.status === 'number') {
      const body = isErrorBody(error.data) ? error.data : { code: `http_${error.status}`, message: '' };
      return { status: error.status, ...body };
    }
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
      return { status: 'network', code: error.status === 'TIMEOUT_ERROR' ? 'timeout' : 'network_error', message: String(error.error) };
    }
    return { status: 'unknown', code: 'parse_error', message: String(error.error) };
  }
  return { status: 'unknown', code: error.code ?? 'unknown', message: error.message ?? '' };
}
