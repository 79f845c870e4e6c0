import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink, selectAuthUser, selectIsUserLoading, signOut, useAppDispatch, useAppSelector } from '@stepwise/shared';
import { FEATURE_LINKS } from './feature-links';
import { dropdownPanelStyle, menuListStyle, navLinkStyle } from './header-styles';
import { LanguageSwitcher } from './language-switcher';
import { useDisclosure } from './use-disclosure';

/** Narrow screens: one menu with pricing, the features, about us and the sign-in links. */
export function MobileMenu() {
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectAuthUser);
  // While a stored session is checked, neither a user's nor a guest's items: they would be wrong half the time.
  const userLoading = useAppSelector(selectIsUserLoading);
  const { buttonProps, panelProps } = useDisclosure();
  const item = { ...navLinkStyle(theme), display: 'flex' };
  return (
    <div css={{ position: 'relative', [theme.breakpoints.desktop]: { display: 'none' } }}>
      <button type="button" {...buttonProps} css={navLinkStyle(theme)}>
        <span aria-hidden="true" css={{ marginRight: theme.space.xs }}>
          ☰
        </span>
        <FormattedMessage id="shell.nav.menu" />
      </button>
      <div {...panelProps} css={{ ...dropdownPanelStyle(theme), right: 0, width: 'min(20rem, 90vw)' }}>
        <ul css={menuListStyle}>
          <li>
            <RouteLink to="pricing" css={item}>
              <FormattedMessage id="shell.nav.pricing" />
            </RouteLink>
          </li>
          {FEATURE_LINKS.map((feature) => (
            <li key={feature.route}>
              <RouteLink to={feature.route} css={item}>
                <FormattedMessage id={feature.label} />
              </RouteLink>
            </li>
          ))}
          <li>
            <RouteLink to="about" css={item}>
              <FormattedMessage id="shell.nav.about" />
            </RouteLink>
          </li>
          {user && (
            <>
              <li>
                <RouteLink to="account-workspaces" css={item}>
                  <FormattedMessage id="shell.user.workspaces" />
                </RouteLink>
              </li>
              <li>
                <button type="button" onClick={() => dispatch(signOut())} css={{ ...item, width: '100%', textAlign: 'left' }}>
                  <FormattedMessage id="shell.user.logout" />
                </button>
              </li>
            </>
          )}
          {!user && !userLoading && (
            <>
              <li>
                <RouteLink to="login" css={item}>
                  <FormattedMessage id="shell.nav.signIn" />
                </RouteLink>
              </li>
              <li>
                <RouteLink to="register" css={item}>
                  <FormattedMessage id="shell.nav.startFree" />
                </RouteLink>
              </li>
              <li>
                <LanguageSwitcher />
              </li>
            </>
          )}
        </ul>
      </div>
    </div>
  );
}
