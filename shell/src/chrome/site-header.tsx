import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouteLink } from '@stepwise/shared';
import { Logo } from './logo';

export function SiteHeader() {
  const theme = useTheme();
  const intl = useIntl();
  const link = { color: theme.colors.text, textDecoration: 'none', padding: theme.space.sm, '&:hover': { color: theme.colors.primary } };
  return (
    <header css={{ borderBottom: `1px solid ${theme.colors.border}` }}>
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space.lg, maxWidth: theme.layout.maxWidth, margin: '0 auto', padding: theme.space.md }}>
        <Logo />
        <nav aria-label={intl.formatMessage({ id: 'shell.nav.main' })} css={{ display: 'flex', gap: theme.space.sm, flex: 1, [theme.breakpoints.mobile]: { display: 'none' } }}>
          <RouteLink to="pricing" css={link}>
            <FormattedMessage id="shell.nav.pricing" />
          </RouteLink>
          <RouteLink to="features" css={link}>
            <FormattedMessage id="shell.nav.features" />
          </RouteLink>
          <RouteLink to="about" css={link}>
            <FormattedMessage id="shell.nav.about" />
          </RouteLink>
        </nav>
        <div css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center', marginLeft: 'auto' }}>
          <RouteLink to="login" css={link}>
            <FormattedMessage id="shell.nav.signIn" />
          </RouteLink>
          <RouteLink
            to="register"
            css={{ ...link, background: theme.colors.primary, color: theme.colors.primaryText, borderRadius: theme.radii.sm, padding: `${theme.space.sm} ${theme.space.md}`, '&:hover': { background: theme.colors.primaryHover } }}
          >
            <FormattedMessage id="shell.nav.startFree" />
          </RouteLink>
        </div>
      </div>
    </header>
  );
}
