import { memo } from 'react';
import { useTheme } from '@emotion/react';
import type { TaskStatus } from '@stepwise/contracts/rules';
import { FormattedMessage } from 'react-intl';

/** The message id of each of the six statuses, written out so the catalogue check sees them. */
export const TASK_STATUS_MESSAGES: Record<TaskStatus, string> = {
  open: 'work.status.open',
  in_progress: 'work.status.in_progress',
  paused: 'work.status.paused',
  finished: 'work.status.finished',
  overdue: 'work.status.overdue',
  not_scored: 'work.status.not_scored',
};

/** Text and background of each status: every pair keeps AA contrast. */
const TONES: Record<TaskStatus, { color: string; background: string }> = {
  open: { color: '#1d39c4', background: '#e8edff' },
  in_progress: { color: '#1f6f32', background: '#dcf5e1' },
  paused: { color: '#7a5200', background: '#fff3bf' },
  finished: { color: '#3d4650', background: '#eaeef2' },
  overdue: { color: '#a61e1e', background: '#ffe3e3' },
  not_scored: { color: '#6b2d8a', background: '#f3d9fa' },
};

/** A task's displayed status as a small coloured label. */
export const TaskStatusBadge = memo(function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const theme = useTheme();
  return (
    <span
      data-status={status}
      css={{
        display: 'inline-block',
        padding: `2px ${theme.space.sm}`,
        borderRadius: theme.radii.round,
        fontSize: theme.fontSizes.sm,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        ...TONES[status],
      }}
    >
      <FormattedMessage id={TASK_STATUS_MESSAGES[status]} />
    </span>
  );
});
