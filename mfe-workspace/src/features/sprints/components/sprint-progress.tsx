import { useTheme } from '@emotion/react';
import { ProgressBar } from '@stepwise/shared/app-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDuration } from '../use-duration';

export interface SprintProgressProps {
  committedMinutes: number;
  doneMinutes: number;
  committedCount: number;
  doneCount: number;
}

/** Committed vs done, by estimate and by count: a bar and its words each. */
export function SprintProgress({ committedMinutes, doneMinutes, committedCount, doneCount }: SprintProgressProps) {
  const theme = useTheme();
  const intl = useIntl();
  const duration = useDuration();
  const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);
  const rows = [
    {
      key: 'estimate',
      label: intl.formatMessage({ id: 'work.sprints.progress.byEstimate' }),
      value: percent(doneMinutes, committedMinutes),
      text: <FormattedMessage id="work.sprints.progress.estimateText" values={{ done: duration(doneMinutes), committed: duration(committedMinutes) }} />,
    },
    {
      key: 'count',
      label: intl.formatMessage({ id: 'work.sprints.progress.byCount' }),
      value: percent(doneCount, committedCount),
      text: <FormattedMessage id="work.sprints.progress.countText" values={{ done: doneCount, committed: committedCount }} />,
    },
  ];
  return (
    <div css={{ display: 'grid', gap: theme.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
      {rows.map((row) => (
        <div key={row.key} data-progress={row.key} css={{ display: 'grid', gap: theme.space.xs }}>
          <strong>{row.label}</strong>
          <ProgressBar value={row.value} label={row.label} />
          <span>{row.text}</span>
        </div>
      ))}
    </div>
  );
}
