import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@stepwise/shared';

export function HeroSection() {
  const theme = useTheme();
  return (
    <section aria-labelledby="landing-hero" css={{ padding: `${theme.space.xxl} 0 ${theme.space.xl}`, maxWidth: '48rem' }}>
      <h1 id="landing-hero" css={{ fontSize: theme.fontSizes.xxl, lineHeight: 1.15, margin: 0 }}>
        <FormattedMessage id="marketing.hero.title" />
      </h1>
      <p css={{ fontSize: theme.fontSizes.lg, color: theme.colors.textMuted }}>
        <FormattedMessage id="marketing.hero.lead" />
      </p>
      <div css={{ display: 'flex', gap: theme.space.md, flexWrap: 'wrap' }}>
        <RouteLink
          to="register"
          data-testid="hero-start-free"
          css={{ background: theme.colors.primary, color: theme.colors.primaryText, padding: `${theme.space.sm} ${theme.space.lg}`, borderRadius: theme.radii.sm, textDecoration: 'none', fontWeight: 600 }}
        >
          <FormattedMessage id="marketing.hero.startFree" />
        </RouteLink>
        <RouteLink to="login" data-testid="hero-sign-in" css={{ padding: `${theme.space.sm} ${theme.space.lg}` }}>
          <FormattedMessage id="marketing.hero.signIn" />
        </RouteLink>
      </div>
    </section>
  );
}
