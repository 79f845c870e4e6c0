import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../store/hooks';
import { toastShown, type ToastTone } from './toast-slice';

/** Shows a toast with a message of the calling screen's catalogue: `showToast('success', 'account.profile.saved')`. */
export function useToast() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return useCallback(
    (tone: ToastTone, messageId: string, values?: Record<string, string | number>) => {
      dispatch(toastShown({ tone, text: intl.formatMessage({ id: messageId }, values) }));
    },
    [dispatch, intl],
  );
}
