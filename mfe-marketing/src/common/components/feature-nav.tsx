import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouteLink, type RouteName } from '@stepwise/shared';

/** The five feature pages, in the order of the header's features menu. */
export const FEATURE_PAGES: ReadonlyArray<{ route: RouteName; nameId: string; summaryId: string }> = [
  { route: 'features-taskflow', nameId: 'marketing.feature.taskFlow', summaryId: 'marketing.feature.taskFlow.summary' },
  { route: 'features-sprints', nameId: 'marketing.feature.sprints', summaryId: 'marketing.feature.sprints.summary' },
  { route: 'features-knowledge', nameId: 'marketing.feature.knowledge', summaryId: 'marketing.feature.knowledge.summary' },
  { route: 'features-time-tracking', nameId: 'marketing.feature.timeTracking', summaryId: 'marketing.feature.timeTracking.summary' },
  { route: 'features-workflow', nameId: 'marketing.feature.workflow', summaryId: 'marketing.feature.workflow.summary' },
];

/** Links to the other feature pages (and the overview) at the end of a feature page. */
export function FeatureNav({ current }: { current: RouteName }) {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'marketing.featureNav.label' })} css={{ marginTop: theme.space.xl }}>
      <h2 css={{ fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id="marketing.featureNav.title" />
      </h2>
      <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))' }}>
        {FEATURE_PAGES.filter((page) => page.route !== current).map((page) => (
          <li key={page.route} css={{ padding: theme.space.md, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md }}>
            <RouteLink to={page.route} css={{ fontWeight: 700 }}>
              <FormattedMessage id={page.nameId} />
            </RouteLink>
            <p css={{ margin: `${theme.space.xs} 0 0`, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
              <FormattedMessage id={page.summaryId} />
            </p>
          </li>
        ))}
      </ul>
      <p>
        <RouteLink to="features">
          <FormattedMessage id="marketing.featureNav.all" />
        </RouteLink>
      </p>
    </nav>
  );
}
