import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@stepwise/shared';
import { CtaBlock } from '../../common/components/cta-block';
import { FEATURE_PAGES } from '../../common/components/feature-nav';
import { PageIntro } from '../../common/components/page-intro';
import { StartActions } from '../../common/components/start-actions';

/** The longer description of each feature page on the overview, in FEATURE_PAGES order. */
const DETAILS: Readonly<Record<string, string>> = {
  'features-taskflow': 'marketing.features.taskFlow.text',
  'features-sprints': 'marketing.features.sprints.text',
  'features-knowledge': 'marketing.features.knowledge.text',
  'features-time-tracking': 'marketing.features.timeTracking.text',
  'features-workflow': 'marketing.features.workflow.text',
};

const ALSO_INCLUDED = [
  'marketing.features.also.ai',
  'marketing.features.also.workload',
  'marketing.features.also.chat',
  'marketing.features.also.notifications',
  'marketing.features.also.reports',
  'marketing.features.also.languages',
  'marketing.features.also.payments',
  'marketing.features.also.trial',
] as const;

/** features: an overview linking the five feature pages. */
export default function FeaturesPage() {
  const theme = useTheme();
  return (
    <article>
      <PageIntro titleId="marketing.features.title" leadId="marketing.features.lead">
        <StartActions />
      </PageIntro>
      <ul
        css={{
          listStyle: 'none',
          padding: 0,
          margin: `${theme.space.lg} 0`,
          display: 'grid',
          gap: theme.space.lg,
          gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))',
        }}
      >
        {FEATURE_PAGES.map((page) => (
          <li
            key={page.route}
            css={{
              display: 'flex',
              flexDirection: 'column',
              padding: theme.space.lg,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radii.md,
            }}
          >
            <h2 css={{ fontSize: theme.fontSizes.lg, marginTop: 0 }}>
              <RouteLink to={page.route} css={{ color: theme.colors.text, textDecoration: 'none', '&:hover': { color: theme.colors.primary } }}>
                <FormattedMessage id={page.nameId} />
              </RouteLink>
            </h2>
            <p css={{ fontWeight: 600, marginTop: 0 }}>
              <FormattedMessage id={page.summaryId} />
            </p>
            <p css={{ color: theme.colors.textMuted, flex: 1 }}>
              <FormattedMessage id={DETAILS[page.route]} />
            </p>
            <RouteLink to={page.route} css={{ fontWeight: 600 }}>
              <FormattedMessage id="marketing.features.more" values={{ feature: <FormattedMessage id={page.nameId} /> }} />
            </RouteLink>
          </li>
        ))}
      </ul>
      <section aria-labelledby="features-also" css={{ padding: `${theme.space.lg} 0` }}>
        <h2 id="features-also" css={{ fontSize: theme.fontSizes.xl }}>
          <FormattedMessage id="marketing.features.also.title" />
        </h2>
        <ul css={{ display: 'grid', gap: theme.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))', paddingLeft: theme.space.lg }}>
          {ALSO_INCLUDED.map((id) => (
            <li key={id}>
              <FormattedMessage id={id} />
            </li>
          ))}
        </ul>
      </section>
      <CtaBlock />
    </article>
  );
}
