import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink, selectIsAuth, useAppSelector } from '@stepwise/shared';
import { primaryLinkStyle, secondaryLinkStyle } from '../../../common/components/link-styles';
import { TaskFlowIllustration } from '../../../common/illustrations/task-flow-illustration';

/**
 * The first screen. The h1 and the test ids are relied upon by the end-to-end journeys; a
 * signed-in visitor gets the same two buttons pointing into the product instead.
 */
export function HeroSection() {
  const theme = useTheme();
  const isAuth = useAppSelector(selectIsAuth);
  return (
    <section
      aria-labelledby="landing-hero"
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)',
        gap: theme.space.xl,
        alignItems: 'center',
        padding: `${theme.space.xxl} 0 ${theme.space.xl}`,
        [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', paddingTop: theme.space.xl },
      }}
    >
      <div>
        <h1 id="landing-hero" css={{ fontSize: theme.fontSizes.xxl, lineHeight: 1.15, margin: 0 }}>
          <FormattedMessage id="marketing.landing.hero.title" />
        </h1>
        <p css={{ fontSize: theme.fontSizes.lg, color: theme.colors.textMuted }}>
          <FormattedMessage id="marketing.landing.hero.lead" />
        </p>
        <div css={{ display: 'flex', gap: theme.space.md, flexWrap: 'wrap' }}>
          {isAuth ? (
            <>
              <RouteLink to="new-workspace" data-testid="hero-start-free" css={primaryLinkStyle(theme)}>
                <FormattedMessage id="marketing.cta.createWorkspace" />
              </RouteLink>
              <RouteLink to="account-workspaces" data-testid="hero-sign-in" css={secondaryLinkStyle(theme)}>
                <FormattedMessage id="marketing.landing.hero.workspaces" />
              </RouteLink>
            </>
          ) : (
            <>
              <RouteLink to="register" data-testid="hero-start-free" css={primaryLinkStyle(theme)}>
                <FormattedMessage id="marketing.landing.hero.startFree" />
              </RouteLink>
              <RouteLink to="login" data-testid="hero-sign-in" css={secondaryLinkStyle(theme)}>
                <FormattedMessage id="marketing.landing.hero.signIn" />
              </RouteLink>
            </>
          )}
        </div>
        <p css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, marginBottom: 0 }}>
          <FormattedMessage id="marketing.landing.hero.note" />
        </p>
      </div>
      <TaskFlowIllustration />
    </section>
  );
}
