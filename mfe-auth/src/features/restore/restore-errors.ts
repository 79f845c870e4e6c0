import type { SubmissionErrors } from 'final-form';
import { commonErrorMessageId, serverFieldErrors, type ApiError } from '@stepwise/shared';
import { formError } from '../../common/forms/form-message';
import { authFieldMessages } from '../../common/forms/auth-field-messages';

/** The recovery link is expired, used or was never issued. */
export function isRestoreLinkInvalid(error: ApiError): boolean {
  return error.code === 'restore_link_invalid';
}

export function restoreSubmitErrors(error: ApiError): SubmissionErrors {
  return serverFieldErrors(error, authFieldMessages(['password', 'password_confirmation'])) ?? formError(commonErrorMessageId(error));
}
