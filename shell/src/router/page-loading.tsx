import { useIntl } from 'react-intl';

export function PageLoading() {
  const intl = useIntl();
  return <div role="status" aria-live="polite" aria-label={intl.formatMessage({ id: 'shell.loading' })} css={{ minHeight: '40vh' }} />;
}
