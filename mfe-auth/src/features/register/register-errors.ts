import type { SubmissionErrors } from 'final-form';
import { commonErrorMessageId, serverFieldErrors, type ApiError } from '@stepwise/shared';
import { formError } from '../../common/forms/form-message';
import { authFieldMessages } from '../../common/forms/auth-field-messages';

export const REGISTER_FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation', 'accept'] as const;

/** Maps a failed registration to messages next to the fields, or above the form. */
export function registerSubmitErrors(error: ApiError): SubmissionErrors {
  if (error.code === 'email_taken' || error.status === 409) return { email: 'auth.register.emailTaken' };
  return serverFieldErrors(error, authFieldMessages(REGISTER_FIELDS)) ?? formError(commonErrorMessageId(error));
}
