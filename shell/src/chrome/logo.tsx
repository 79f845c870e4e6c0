import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { RouteLink } from '@stepwise/shared';

export function Logo() {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <RouteLink
      to="index"
      aria-label={intl.formatMessage({ id: 'shell.logo.label' })}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space.sm,
        fontWeight: 700,
        fontSize: theme.fontSizes.lg,
        color: theme.colors.text,
        textDecoration: 'none',
      }}
    >
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <rect width="28" height="28" rx="7" fill={theme.colors.primary} />
        <path d="M7 19h5v-5h5V9h4" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Stepwise
    </RouteLink>
  );
}
