import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useLiveStatus } from '@stepwise/shared';
import { useOnlineStatus } from '../platform/use-online-status';

/**
 * A quiet line while the live channel is down: what others change reaches the page once it is back.
 * Offline, the shell's offline banner already says it all.
 */
export function LiveStatusNote() {
  const theme = useTheme();
  const status = useLiveStatus();
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {status === 'reconnecting' && online && (
        <p
          data-testid="live-reconnecting"
          css={{
            margin: 0,
            padding: `${theme.space.xs} ${theme.space.md}`,
            fontSize: theme.fontSizes.sm,
            color: theme.colors.textMuted,
            background: theme.colors.surface,
          }}
        >
          <span aria-hidden="true" css={{ marginRight: theme.space.xs }}>
            ⟳
          </span>
          <FormattedMessage id="shell.workspace.reconnecting" />
        </p>
      )}
    </div>
  );
}
