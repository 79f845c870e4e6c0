import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button } from './button';
import { FormAlert } from './form-alert';

/** While a page's data loads: a polite status line. */
export function LoadingStatus({ messageId = 'status.loading' }: { messageId?: string }) {
  return (
    <p role="status">
      <FormattedMessage id={messageId} />
    </p>
  );
}

/** A page's data could not be loaded: the generic texts of spec §8 and, when it can help, a retry. */
export function LoadError({ onRetry }: { onRetry?: () => void }) {
  const theme = useTheme();
  return (
    <FormAlert>
      <p css={{ margin: 0, fontWeight: 600 }}>
        <FormattedMessage id="error.generic" />
      </p>
      <p css={{ margin: `${theme.space.xs} 0 ${onRetry ? theme.space.sm : 0}` }}>
        <FormattedMessage id="error.tryLater" />
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage id="status.retry" />
        </Button>
      )}
    </FormAlert>
  );
}

/** Nothing to list yet: what it would be and where to start. */
export function EmptyState({ titleId, textId, action }: { titleId: string; textId: string; action?: ReactNode }) {
  const theme = useTheme();
  return (
    <div css={{ padding: theme.space.xl, textAlign: 'center', background: theme.colors.surface, borderRadius: theme.radii.md, border: `1px dashed ${theme.colors.border}` }}>
      <h2 css={{ marginTop: 0, fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id={titleId} />
      </h2>
      <p css={{ color: theme.colors.textMuted }}>
        <FormattedMessage id={textId} />
      </p>
      {action}
    </div>
  );
}
