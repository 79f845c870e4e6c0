import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@stepwise/shared';
import { HeroSection } from './hero-section';

const HIGHLIGHTS = ['forecast', 'sprints', 'knowledge'] as const;

export default function LandingPage() {
  const theme = useTheme();
  return (
    <>
      <HeroSection />
      <section aria-labelledby="landing-highlights" css={{ padding: `${theme.space.xl} 0` }}>
        <h2 id="landing-highlights" css={{ fontSize: theme.fontSizes.xl }}>
          <FormattedMessage id="marketing.highlights.title" />
        </h2>
        <ul css={{ listStyle: 'none', padding: 0, display: 'grid', gap: theme.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
          {HIGHLIGHTS.map((key) => (
            <li key={key} css={{ padding: theme.space.lg, borderRadius: theme.radii.md, background: theme.colors.surface }}>
              <h3 css={{ marginTop: 0 }}>
                <FormattedMessage id={`marketing.highlights.${key}.title`} />
              </h3>
              <p css={{ marginBottom: 0 }}>
                <FormattedMessage id={`marketing.highlights.${key}.text`} />
              </p>
            </li>
          ))}
        </ul>
        <RouteLink to="pricing">
          <FormattedMessage id="marketing.highlights.pricingLink" />
        </RouteLink>
      </section>
    </>
  );
}
