import type { SubmissionErrors } from 'final-form';
import { commonErrorMessageId, serverFieldErrors, type ApiError } from '@stepwise/shared';
import { formError } from '../../common/forms/form-message';
import { authFieldMessages } from '../../common/forms/auth-field-messages';

/** Maps a failed activation: a wrong code next to the field, an expired or blocked one above the form. */
export function activationSubmitErrors(error: ApiError): SubmissionErrors {
  switch (error.code) {
    case 'invalid_code':
      return { code: 'auth.activate.invalidCode' };
    case 'code_expired':
      return formError('auth.activate.codeExpired');
    case 'code_attempts_exceeded':
      return formError('auth.activate.attemptsExceeded');
  }
  return serverFieldErrors(error, authFieldMessages(['code'])) ?? formError(commonErrorMessageId(error));
}

/** The code as typed or pasted ("123 456") as the API expects it. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}
