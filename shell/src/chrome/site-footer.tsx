import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouteLink, selectIsAuth, selectLocale, supportEmail, useAppSelector, type RouteName } from '@stepwise/shared';
import { copyrightYears } from './copyright-years';
import { primaryActionStyle } from './header-styles';

const COMMON_LINKS: Array<{ route: RouteName; label: string }> = [
  { route: 'about', label: 'shell.nav.about' },
  { route: 'privacy', label: 'shell.footer.privacy' },
  { route: 'terms', label: 'shell.footer.terms' },
];

/** License, payment information, contacts and pricing are for the Russian market only. */
const RUSSIAN_ONLY_LINKS: Array<{ route: RouteName; label: string }> = [
  { route: 'pricing', label: 'shell.nav.pricing' },
  { route: 'license', label: 'shell.footer.license' },
  { route: 'payments', label: 'shell.footer.payments' },
  { route: 'contacts', label: 'shell.footer.contacts' },
];

export function SiteFooter() {
  const theme = useTheme();
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const isAuth = useAppSelector(selectIsAuth);
  const email = supportEmail();
  const links = locale === 'ru' ? [...COMMON_LINKS, ...RUSSIAN_ONLY_LINKS] : COMMON_LINKS;
  return (
    <footer css={{ borderTop: `1px solid ${theme.colors.border}`, background: theme.colors.surface, marginTop: theme.space.xxl }}>
      {/* The header's grid: same width and side padding; the call to action keeps the right column in both languages. */}
      <div
        css={{
          maxWidth: theme.layout.maxWidth,
          margin: '0 auto',
          padding: `${theme.space.lg} ${theme.space.md}`,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          gap: `${theme.space.md} ${theme.space.lg}`,
          alignItems: 'center',
          '& > p': { gridColumn: '1 / -1' },
          [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', '& > a': { justifySelf: 'start' } },
        }}
      >
        <nav aria-label={intl.formatMessage({ id: 'shell.footer.menu' })}>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.md }}>
            {links.map((link) => (
              <li key={link.route}>
                <RouteLink to={link.route}>
                  <FormattedMessage id={link.label} />
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
        {!isAuth && (
          <RouteLink to="register" css={primaryActionStyle(theme)} data-testid="footer-start-free">
            <FormattedMessage id="shell.nav.startFree" />
          </RouteLink>
        )}
        <p css={{ margin: 0 }}>
          <FormattedMessage id="shell.footer.support" /> <a href={`mailto:${email}`}>{email}</a>
        </p>
        <p css={{ margin: 0, color: theme.colors.textMuted }}>
          <FormattedMessage id="shell.footer.copyright" values={{ years: copyrightYears(new Date()) }} />
        </p>
      </div>
    </footer>
  );
}
