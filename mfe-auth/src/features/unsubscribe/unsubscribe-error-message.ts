import type { ApiError } from '@stepwise/shared';
import { commonErrorMessageId } from '../../common/api/api-errors';

export function unsubscribeErrorMessageId(error: ApiError): string {
  if (error.code === 'invalid_unsubscribe_link') return 'auth.unsubscribe.invalidLink';
  return commonErrorMessageId(error);
}
