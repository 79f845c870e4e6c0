import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouteLink } from '@stepwise/shared';
import { supportEmail } from '../config/runtime-config';

export function SiteFooter() {
  const theme = useTheme();
  const intl = useIntl();
  const email = supportEmail();
  return (
    <footer css={{ borderTop: `1px solid ${theme.colors.border}`, background: theme.colors.surface, marginTop: theme.space.xxl }}>
      <div css={{ maxWidth: theme.layout.maxWidth, margin: '0 auto', padding: theme.space.lg, display: 'flex', flexWrap: 'wrap', gap: theme.space.lg, justifyContent: 'space-between' }}>
        <nav aria-label={intl.formatMessage({ id: 'shell.footer.menu' })} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }}>
          <RouteLink to="about">
            <FormattedMessage id="shell.nav.about" />
          </RouteLink>
          <RouteLink to="privacy">
            <FormattedMessage id="shell.footer.privacy" />
          </RouteLink>
          <RouteLink to="terms">
            <FormattedMessage id="shell.footer.terms" />
          </RouteLink>
        </nav>
        <p css={{ margin: 0 }}>
          <FormattedMessage id="shell.footer.support" />{' '}
          <a href={`mailto:${email}`}>{email}</a>
        </p>
        <p css={{ margin: 0, color: theme.colors.textMuted, width: '100%' }}>
          <FormattedMessage id="shell.footer.copyright" />
        </p>
      </div>
    </footer>
  );
}
