import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink, SESSION_PENDING_ATTRIBUTE } from '@stepwise/shared';
import { navLinkStyle, primaryActionStyle } from './header-styles';
import { LanguageSwitcher } from './language-switcher';

/**
 * Language, sign in and start free. `concealed` (the visitor's session is still being checked)
 * keeps their place but shows and offers none of them, as does the page's own session marker
 * before the app runs.
 */
export function GuestActions({ concealed = false }: { concealed?: boolean }) {
  const theme = useTheme();
  const hidden = { visibility: 'hidden' } as const;
  return (
    <div css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center', ...(concealed ? hidden : {}), [`html[${SESSION_PENDING_ATTRIBUTE}] &`]: hidden }}>
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
