import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';

/** "or" between the password form and the external sign-in button. */
export function OrSeparator() {
  const theme = useTheme();
  const line = { content: '""', flex: 1, borderTop: `1px solid ${theme.colors.border}` };
  return (
    <p
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: theme.space.sm,
        color: theme.colors.textMuted,
        margin: `${theme.space.md} 0`,
        '&::before': line,
        '&::after': line,
      }}
    >
      <FormattedMessage id="auth.or" />
    </p>
  );
}
