import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';

/** Nothing to list yet: what it would be and where to start. */
export function EmptyState({ titleId, textId, action }: { titleId: string; textId: string; action?: ReactNode }) {
  const theme = useTheme();
  return (
    <div
      css={{
        padding: theme.space.xl,
        textAlign: 'center',
        background: theme.colors.surface,
        borderRadius: theme.radii.md,
        border: `1px dashed ${theme.colors.border}`,
      }}
    >
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
