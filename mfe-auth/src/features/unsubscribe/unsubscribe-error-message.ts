import { commonErrorMessageId, type ApiError } from '@stepwise/shared';

export function unsubscribeErrorMessageId(error: ApiError): string {
  if (error.code === 'invalid_unsubscribe_link') return 'auth.unsubscribe.invalidLink';
  return commonErrorMessageId(error);
}
