import { formatPace } from '../../../common/components/forecast/format-pace';
import { useTheme } from '@emotion/react';
import { LoadError, SkeletonLines } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkForecastQuery } from '../../../common/forecast/forecast-api';
import { useForecastIndex } from '../../../common/hooks/use-forecast-index';

const BASIS_MESSAGES = {
  member: 'work.member.pace.own',
  team: 'work.member.pace.team',
  default: 'work.member.pace.default',
} as const;

/** How the forecast sees a member: their pace against estimates (overall and per complexity) and their focus. */
export function MemberPace({ workspaceId, userId }: { workspaceId: number; userId: number }) {
  const theme = useTheme();
  const intl = useIntl();
  const query = useWorkForecastQuery(workspaceId);
  const forecast = useForecastIndex(workspaceId);
  const member = forecast.members.get(userId);
  const times = (pace: number) => formatPace(intl, pace);

  let content;
  if (query.error) content = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!forecast.ready) content = <SkeletonLines lines={3} />;
  else if (!member) {
    content = (
      <p css={{ margin: 0, color: theme.colors.textMuted }}>
        <FormattedMessage id="work.member.pace.none" />
      </p>
    );
  } else {
    content = (
      <>
        <p css={{ margin: 0 }}>
          <FormattedMessage id={BASIS_MESSAGES[member.pace_basis]} values={{ pace: times(member.pace), tasks: member.pace_tasks }} />
        </p>
        {member.complexity_paces.length > 0 && (
          <ul aria-label={intl.formatMessage({ id: 'work.member.pace.byComplexity' })} css={{ margin: 0, paddingLeft: theme.space.lg }}>
            {member.complexity_paces.map((pace) => (
              <li key={pace.complexity}>
                <FormattedMessage id="work.member.pace.complexity" values={{ complexity: pace.complexity, pace: times(pace.pace), tasks: pace.tasks }} />
              </li>
            ))}
          </ul>
        )}
        <p css={{ margin: 0 }}>
          <FormattedMessage id="work.member.focus" values={{ focus: intl.formatNumber(member.focus, { style: 'percent', maximumFractionDigits: 0 }) }} />
        </p>
        <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
          <FormattedMessage id="work.member.focusExplained" />
        </p>
      </>
    );
  }
  return (
    <section aria-labelledby="member-pace-heading" css={{ display: 'grid', gap: theme.space.sm }}>
      <h2 id="member-pace-heading" css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id="work.member.pace.title" />
      </h2>
      {content}
    </section>
  );
}
