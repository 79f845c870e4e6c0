import type { SubmissionErrors } from 'final-form';
import type { ApiError } from '@stepwise/shared';
import { commonErrorMessageId } from '../../common/api/api-errors';
import { formError } from '../../common/forms/form-message';
import { serverFieldErrors } from '../../common/forms/server-field-errors';

/** Maps a failed recovery request: an unknown email is said next to the field. */
export function forgetSubmitErrors(error: ApiError): SubmissionErrors {
  if (error.code === 'email_not_found' || error.status === 404) return { email: 'auth.forget.emailNotFound' };
  return serverFieldErrors(error, ['email']) ?? formError(commonErrorMessageId(error));
}
