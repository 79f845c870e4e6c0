import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { supportEmail } from '@stepwise/shared';
import { useCardSecurityShown } from '@stepwise/shared/billing';
import { Logo } from '../chrome/logo';
import { SkipLink } from '../chrome/skip-link';
import { MainContent } from './main-content';

/** Checkout: a calm page with side panels for reassurance (security, support). */
export function PaymentLayout() {
  const theme = useTheme();
  const cardSecurityShown = useCardSecurityShown();
  const email = supportEmail();
  const panel = {
    flex: '0 0 16rem',
    padding: theme.space.md,
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
    [theme.breakpoints.mobile]: { display: 'none' },
  };
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: theme.colors.surface }}>
      <SkipLink />
      <header css={{ borderBottom: `1px solid ${theme.colors.border}`, background: theme.colors.background }}>
        {/* The site header's grid, so the logo does not jump between the account area and the checkout. */}
        <div css={{ maxWidth: theme.layout.maxWidth, margin: '0 auto', padding: theme.space.md }}>
          <Logo />
        </div>
      </header>
      <div css={{ flex: 1, display: 'flex', gap: theme.space.lg, width: '100%', maxWidth: theme.layout.maxWidth, margin: '0 auto' }}>
        <aside
          css={{ ...panel, visibility: cardSecurityShown ? 'visible' : 'hidden' }}
          aria-hidden={cardSecurityShown ? undefined : true}
          aria-labelledby="payment-security-title"
          data-testid="payment-security"
        >
          <h2 id="payment-security-title" css={{ fontSize: theme.fontSizes.md }}>
            <FormattedMessage id="shell.payment.securityTitle" />
          </h2>
          <p>
            <FormattedMessage id="shell.payment.securityText" />
          </p>
        </aside>
        <MainContent>
          <Outlet />
        </MainContent>
        <aside css={panel} aria-labelledby="payment-help-title">
          <h2 id="payment-help-title" css={{ fontSize: theme.fontSizes.md }}>
            <FormattedMessage id="shell.payment.helpTitle" />
          </h2>
          <p>
            <FormattedMessage id="shell.payment.helpText" />
          </p>
          <p>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        </aside>
      </div>
    </div>
  );
}
