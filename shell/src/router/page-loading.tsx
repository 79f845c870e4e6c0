import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { beginPendingLoad } from '../platform/pending-loads';

/** Placeholder while a screen loads; it also drives the top loading bar. */
export function PageLoading() {
  const intl = useIntl();
  useEffect(() => beginPendingLoad(), []);
  return <div role="status" aria-live="polite" aria-label={intl.formatMessage({ id: 'shell.loading' })} css={{ minHeight: '40vh' }} />;
}
