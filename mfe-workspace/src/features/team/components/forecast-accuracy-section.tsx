import { useId } from 'react';
import { useTheme } from '@emotion/react';
import type { ForecastAccuracyResponse } from '@stepwise/contracts';
import { ErrorPanel, SkeletonLines, fullName } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkForecastAccuracyQuery } from '../../../common/forecast/forecast-api';
import type { Member } from '../../../common/api/work-types';

type HitRate = ForecastAccuracyResponse['workspace'];

function AccuracyRow({ who, record }: { who: string; record: HitRate }) {
  const intl = useIntl();
  const rate = (value: number | null) => (value === null ? '—' : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 }));
  return (
    <tr>
      <th scope="row" css={{ textAlign: 'left', fontWeight: 500 }}>
        {who}
      </th>
      <td>{intl.formatNumber(record.finished)}</td>
      <td>{rate(record.p50_rate)}</td>
      <td>{rate(record.p85_rate)}</td>
    </tr>
  );
}

/**
 * The forecast's record: of the finished tasks counted (those the forecast had dated), how many
 * finished by their P50 and by their P85, for the team and each member, with what a good record is.
 */
export function ForecastAccuracySection({ workspaceId, members }: { workspaceId: number; members: readonly Member[] }) {
  const theme = useTheme();
  const intl = useIntl();
  const headingId = useId();
  const { data, error, isLoading, refetch } = useWorkForecastAccuracyQuery(workspaceId);
  const nameOf = (userId: number) => {
    const member = members.find((candidate) => candidate.user_id === userId);
    return member ? fullName(member) : intl.formatMessage({ id: 'work.forecast.accuracy.formerMember' });
  };

  let body;
  if (isLoading) body = <SkeletonLines lines={3} />;
  else if (error || !data) body = <ErrorPanel error={error} onRetry={() => void refetch()} titleId="work.forecast.accuracy.loadFailed" />;
  else if (data.workspace.finished === 0)
    body = (
      <p css={{ margin: 0, color: theme.colors.textMuted }}>
        <FormattedMessage id="work.forecast.accuracy.empty" />
      </p>
    );
  else
    body = (
      <div css={{ overflowX: 'auto' }}>
        <table
          aria-labelledby={headingId}
          css={{
            width: '100%',
            borderCollapse: 'collapse',
            fontVariantNumeric: 'tabular-nums',
            '& th, & td': { padding: `${theme.space.xs} ${theme.space.sm}`, borderBottom: `1px solid ${theme.colors.border}` },
            '& td, & thead th:not(:first-of-type)': { textAlign: 'right' },
          }}
        >
          <thead>
            <tr css={{ fontSize: theme.fontSizes.sm }}>
              <th scope="col" css={{ textAlign: 'left' }}>
                <FormattedMessage id="work.forecast.accuracy.who" />
              </th>
              <th scope="col">
                <FormattedMessage id="work.forecast.accuracy.finished" />
              </th>
              <th scope="col">
                <FormattedMessage id="work.forecast.accuracy.p50" />
              </th>
              <th scope="col">
                <FormattedMessage id="work.forecast.accuracy.p85" />
              </th>
            </tr>
          </thead>
          <tbody>
            <AccuracyRow who={intl.formatMessage({ id: 'work.forecast.accuracy.team' })} record={data.workspace} />
            {data.members
              .filter((record) => record.finished > 0)
              .map((record) => (
                <AccuracyRow key={record.user_id} who={nameOf(record.user_id)} record={record} />
              ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: theme.space.sm }}>
      <h2 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id="work.forecast.accuracy.title" />
      </h2>
      <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
        <FormattedMessage id="work.forecast.accuracy.explain" />
      </p>
      {body}
    </section>
  );
}
