import type { ErrorCode } from '@stepwise/contracts';

export interface AppErrorOptions extends ErrorOptions {
  /** Extra top-level properties of the error body (the route's response schema must declare them). */
  details?: Record<string, unknown>;
  /** Response headers sent with the error, e.g. Retry-After. */
  headers?: Record<string, string>;
}

/**
 * An error a route throws on purpose: its status, code, message and fields reach the caller as they are.
 * Anything else that is thrown is treated as a bug and answered with a generic 500.
 */
export class AppError extends Error {
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    options?: AppErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
    this.details = options?.details;
    this.headers = options?.headers;
  }
}

/** 400 validation_failed with a stable code per field (e.g. `{ email: 'invalid' }`). */
export function validationFailed(fields: Record<string, string>, options?: ErrorOptions): AppError {
  return new AppError(400, 'validation_failed', 'Request validation failed', fields, options);
}

/** 429 rate_limited, with Retry-After in whole seconds. */
export function rateLimited(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, 'rate_limited', `Too many requests. Retry in ${seconds} s.`, undefined, {
    headers: { 'retry-after': String(seconds) },
  });
}
