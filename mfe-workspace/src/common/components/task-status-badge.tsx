import { memo } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import type { TaskStatus } from '@stepwise/contracts/rules';
import { pillStyle } from '../styles/pill';

/** The name of each of the six statuses (the contract's `taskStatuses`). */
export const TASK_STATUS_MESSAGE: Record<TaskStatus, string> = {
  open: 'work.taskStatus.open',
  in_progress: 'work.taskStatus.in_progress',
  paused: 'work.taskStatus.paused',
  finished: 'work.taskStatus.finished',
  overdue: 'work.taskStatus.overdue',
  not_scored: 'work.taskStatus.not_scored',
};

/** Text and background of each status; every pair keeps AA contrast. */
const STATUS_COLOURS: Record<TaskStatus, { color: string; background: string }> = {
  open: { color: '#1d39c4', background: '#e8edff' },
  in_progress: { color: '#1f6f32', background: '#dcf5e1' },
  paused: { color: '#7a5200', background: '#fff3bf' },
  finished: { color: '#3d4652', background: '#eaeef2' },
  overdue: { color: '#a61e1e', background: '#ffe3e3' },
  not_scored: { color: '#6b2a8a', background: '#f3e3fa' },
};

/** A task's displayed status as a small coloured label. */
export const TaskStatusBadge = memo(function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const theme = useTheme();
  return (
    <span data-status={status} css={{ ...pillStyle(theme), lineHeight: 1.6, ...STATUS_COLOURS[status] }}>
      <FormattedMessage id={TASK_STATUS_MESSAGE[status]} />
    </span>
  );
});
