import type { SubmissionErrors } from 'final-form';
import type { ApiError } from '@stepwise/shared';
import { commonErrorMessageId } from '../../common/api/api-errors';
import { formError } from '../../common/forms/form-message';
import { serverFieldErrors } from '../../common/forms/server-field-errors';

/** The recovery link is expired, used or was never issued. */
export function isRestoreLinkInvalid(error: ApiError): boolean {
  return error.code === 'restore_link_invalid';
}

export function restoreSubmitErrors(error: ApiError): SubmissionErrors {
  return serverFieldErrors(error, ['password', 'password_confirmation']) ?? formError(commonErrorMessageId(error));
}
