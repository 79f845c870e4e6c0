import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useOnlineStatus } from './use-online-status';

/** A non-blocking notice while the browser is offline. */
export function OfflineBanner() {
  const theme = useTheme();
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p data-testid="offline-banner" css={{ margin: 0, padding: theme.space.sm, textAlign: 'center', background: '#fff3bf', color: '#5c3c00' }}>
          <FormattedMessage id="shell.offline" />
        </p>
      )}
    </div>
  );
}
