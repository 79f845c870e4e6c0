import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouteLink, selectAuthUser, selectIsUserLoading, useAppSelector } from '@stepwise/shared';
import { FeaturesMenu } from './features-menu';
import { GuestActions } from './guest-actions';
import { navLinkStyle } from './header-styles';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { UserMenu } from './user-menu';

export function SiteHeader() {
  const theme = useTheme();
  const intl = useIntl();
  const user = useAppSelector(selectAuthUser);
  const userLoading = useAppSelector(selectIsUserLoading);
  const desktopOnly = { [theme.breakpoints.mobile]: { display: 'none' } };
  return (
    <header css={{ borderBottom: `1px solid ${theme.colors.border}`, background: theme.colors.background }}>
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space.md, maxWidth: theme.layout.maxWidth, margin: '0 auto', padding: theme.space.md }}>
        <Logo />
        <nav
          aria-label={intl.formatMessage({ id: 'shell.nav.main' })}
          css={{ display: 'flex', alignItems: 'center', gap: theme.space.xs, flex: 1, ...desktopOnly }}
        >
          <RouteLink to="pricing" css={navLinkStyle(theme)}>
            <FormattedMessage id="shell.nav.pricing" />
          </RouteLink>
          <FeaturesMenu />
          <RouteLink to="about" css={navLinkStyle(theme)}>
            <FormattedMessage id="shell.nav.about" />
          </RouteLink>
        </nav>
        <div css={{ marginLeft: 'auto', ...desktopOnly }} data-testid="user-header">
          {user ? <UserMenu user={user} /> : <GuestActions concealed={userLoading} />}
        </div>
        <div css={{ marginLeft: 'auto', [theme.breakpoints.desktop]: { display: 'none' } }}>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
