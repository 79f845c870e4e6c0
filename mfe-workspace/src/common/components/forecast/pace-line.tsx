import { formatPace } from './format-pace';
import { useTheme } from '@emotion/react';
import type { ForecastResponse } from '@stepwise/contracts';
import { FormattedMessage, useIntl } from 'react-intl';

type MemberForecast = ForecastResponse['members'][number];

export interface PaceLineProps {
  member: MemberForecast;
  /** How the member is named in the sentence (their first name). */
  name: string;
  /** The task's complexity: its own pace is told when the member has one for it. */
  complexity: number | null;
}

/**
 * Where the forecast's speed comes from: the member's pace (on this complexity when known), the
 * team's while the member has no history, or the estimates as they are while nobody has; and the
 * share of scheduled time that goes to flow tasks when it is below all of it.
 */
export function PaceLine({ member, name, complexity }: PaceLineProps) {
  const theme = useTheme();
  const intl = useIntl();
  const pace = (value: number) => formatPace(intl, value);
  const byComplexity =
    member.pace_basis === 'member' && complexity !== null ? member.complexity_paces.find((entry) => entry.complexity === complexity) : undefined;
  let line;
  if (member.pace_basis === 'default') line = <FormattedMessage id="work.forecast.pace.default" values={{ name }} />;
  else if (member.pace_basis === 'team')
    line = <FormattedMessage id="work.forecast.pace.team" values={{ name, pace: pace(member.pace), tasks: member.pace_tasks }} />;
  else if (byComplexity)
    line = (
      <FormattedMessage
        id="work.forecast.pace.complexity"
        values={{ name, pace: pace(byComplexity.pace), complexity: byComplexity.complexity, tasks: byComplexity.tasks }}
      />
    );
  else line = <FormattedMessage id="work.forecast.pace.member" values={{ name, pace: pace(member.pace), tasks: member.pace_tasks }} />;
  return (
    <div css={{ display: 'grid', gap: theme.space.xs, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
      <p css={{ margin: 0 }}>{line}</p>
      {member.focus < 1 && (
        <p css={{ margin: 0 }}>
          <FormattedMessage id="work.forecast.focus" values={{ name, share: member.focus }} />
        </p>
      )}
    </div>
  );
}
