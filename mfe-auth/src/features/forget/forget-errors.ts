import type { SubmissionErrors } from 'final-form';
import { commonErrorMessageId, serverFieldErrors, type ApiError } from '@stepwise/shared';
import { formError } from '../../common/forms/form-message';
import { authFieldMessages } from '../../common/forms/auth-field-messages';

/** Maps a failed recovery request: an unknown email is said next to the field. */
export function forgetSubmitErrors(error: ApiError): SubmissionErrors {
  if (error.code === 'email_not_found' || error.status === 404) return { email: 'auth.forget.emailNotFound' };
  return serverFieldErrors(error, authFieldMessages(['email'])) ?? formError(commonErrorMessageId(error));
}
