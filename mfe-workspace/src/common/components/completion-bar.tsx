import { useTheme } from '@emotion/react';
import { ProgressBar } from '@stepwise/shared/app-kit';
import { FormattedMessage, useIntl } from 'react-intl';

export interface CompletionBarProps {
  finished: number;
  total: number;
  /** What the bar is of (a goal's title, a project's name): part of its accessible name. */
  of: string;
}

/** How many of a goal's or project's tasks are finished: a bar and "3 of 8 tasks finished". */
export function CompletionBar({ finished, total, of }: CompletionBarProps) {
  const theme = useTheme();
  const intl = useIntl();
  const percent = total === 0 ? 0 : (finished / total) * 100;
  return (
    <div css={{ display: 'grid', gap: theme.space.xs, minWidth: 0 }}>
      <ProgressBar value={percent} label={intl.formatMessage({ id: 'work.completion.label' }, { name: of })} />
      <small css={{ color: theme.colors.textMuted }}>
        {total === 0 ? <FormattedMessage id="work.completion.noTasks" /> : <FormattedMessage id="work.completion.counts" values={{ finished, total }} />}
      </small>
    </div>
  );
}
