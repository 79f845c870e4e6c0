/**
 * An error a route throws on purpose: its status, code, message and fields reach the caller as they are.
 * Anything else that is thrown is treated as a bug and answered with a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}
