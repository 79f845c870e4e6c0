import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@stepwise/shared';
import { navLinkStyle, primaryActionStyle } from './header-styles';
import { LanguageSwitcher } from './language-switcher';

export function GuestActions() {
  const theme = useTheme();
  return (
    <div css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center' }}>
      <LanguageSwitcher />
      <RouteLink to="login" css={navLinkStyle(theme)}>
        <FormattedMessage id="shell.nav.signIn" />
      </RouteLink>
      <RouteLink to="register" css={primaryActionStyle(theme)}>
        <FormattedMessage id="shell.nav.startFree" />
      </RouteLink>
    </div>
  );
}
