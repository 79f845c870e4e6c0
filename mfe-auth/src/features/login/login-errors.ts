import type { SubmissionErrors } from 'final-form';
import { commonErrorMessageId, retryAfterSeconds, serverFieldErrors, type ApiError } from '@stepwise/shared';
import { formError } from '../../common/forms/form-message';
import { authFieldMessages } from '../../common/forms/auth-field-messages';

const LOGIN_FIELDS = ['email', 'password'] as const;

/** How long to wait after too many attempts, in the unit that reads best. */
function tooManyAttempts(error: ApiError): SubmissionErrors {
  const seconds = retryAfterSeconds(error);
  if (seconds === null || seconds === 0) return formError('auth.login.tooManyAttempts');
  if (seconds < 60) return formError('auth.login.tooManyAttemptsSeconds', { seconds });
  return formError('auth.login.tooManyAttemptsMinutes', { minutes: Math.ceil(seconds / 60) });
}

/** Maps a failed login to what the form shows: field messages or one message above the form. */
export function loginSubmitErrors(error: ApiError): SubmissionErrors {
  if (error.code === 'wrong_credentials' || error.status === 401) return formError('auth.login.wrongCredentials');
  if (error.code === 'rate_limited' || error.status === 429) return tooManyAttempts(error);
  return serverFieldErrors(error, authFieldMessages(LOGIN_FIELDS)) ?? formError(commonErrorMessageId(error));
}
