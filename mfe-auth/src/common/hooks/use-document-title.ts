import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * Sets the localized tab title ("Sign in — Stepwise") while the screen is shown. The texts are the
 * shell's page titles (shell/src/meta/page-meta.ts), so the title reads the same whichever sets it
 * last, and the screen has its title when the remote runs alone.
 */
export function useDocumentTitle(messageId: string) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'auth.documentTitle' }, { page: intl.formatMessage({ id: messageId }) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
