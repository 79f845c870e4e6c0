import { commonErrorMessageId, type ApiError } from '@stepwise/shared';

/** What went wrong when the provider sent the user back, in words the user can act on. */
export function providerCallbackErrorMessageId(error: ApiError): string {
  switch (error.code) {
    case 'provider_state_invalid':
      return 'auth.provider.stateInvalid';
    case 'provider_email_unverified':
      return 'auth.provider.emailUnverified';
    case 'provider_error':
      return 'auth.provider.providerError';
  }
  const common = commonErrorMessageId(error);
  return common === 'error.generic' ? 'auth.provider.failed' : common;
}

/** The provider's own error in the callback query (`?error=access_denied` when the user cancelled). */
export function providerQueryErrorMessageId(error: string): string {
  return error === 'access_denied' ? 'auth.provider.cancelled' : 'auth.provider.failed';
}
