import { errorBodyNumber, type ApiError } from '@stepwise/shared';

/** Seconds the API asks to wait before sending an invitation again (`resend_available_in` of a 429). */
export function resendWaitSeconds(error: ApiError): number {
  return Math.ceil(errorBodyNumber(error, 'resend_available_in') ?? 0);
}
