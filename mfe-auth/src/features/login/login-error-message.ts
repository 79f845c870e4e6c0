import type { ApiError } from '@stepwise/shared';

/** Maps a failed login to the message the user sees. */
export function loginErrorMessageId(error: ApiError): string {
  if (error.code === 'wrong_credentials' || error.status === 401) return 'auth.login.wrongCredentials';
  if (error.status === 'network') return 'error.offline';
  if (error.status === 429) return 'auth.login.tooManyAttempts';
  return 'error.tryLater';
}
