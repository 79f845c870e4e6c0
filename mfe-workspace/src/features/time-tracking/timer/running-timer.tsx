import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { Button, visuallyHidden } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkRunningTimerQuery, type TimeEntry } from '../time-api';
import { useWorkTaskQuery } from '../../../common/tasks/task-queries';
import { TaskTitleLink } from '../../../common/components/task-title-link';
import { useCurrentUserId } from '../../../common/hooks/use-current-user-id';
import { useTaskTransition } from '../../../common/hooks/use-task-transition';
import { ElapsedClock } from './elapsed-clock';

function Running({ workspaceId, entry }: { workspaceId: number; entry: TimeEntry }) {
  const theme = useTheme();
  const intl = useIntl();
  const { data: task } = useWorkTaskQuery(entry.task_id);
  const transition = useTaskTransition();
  const title = task?.title ?? intl.formatMessage({ id: 'work.timer.task' }, { id: entry.task_id });
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'work.timer.label' })}
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space.sm,
        padding: `0 ${theme.space.sm}`,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        minWidth: 0,
      }}
    >
      <span aria-hidden="true" css={{ color: theme.colors.success }}>
        ●
      </span>
      <ElapsedClock since={entry.started_at} />
      <TaskTitleLink workspaceId={workspaceId} taskId={entry.task_id} title={title} />
      <Button
        variant="secondary"
        aria-label={intl.formatMessage({ id: 'work.transition.pauseTask' }, { title })}
        onClick={() => void transition({ workspaceId, taskId: entry.task_id, transition: 'pause' })}
      >
        <FormattedMessage id="work.transition.pause" />
      </Button>
    </div>
  );
}

/**
 * The signed-in member's running timer (the task in progress), on every page of the workspace:
 * elapsed time, the task, a pause button; nothing while no task runs. A polite line tells a screen
 * reader when the timer starts and stops, not each second.
 */
export function RunningTimer({ workspaceId }: { workspaceId: number }) {
  const intl = useIntl();
  const userId = useCurrentUserId();
  const { data: entry, isSuccess } = useWorkRunningTimerQuery({ workspaceId, userId }, { skip: userId < 0 });
  // What the timer was when last read (undefined: not yet); a change, not the first reading, is announced.
  const running = isSuccess ? (entry?.id ?? null) : undefined;
  const [seen, setSeen] = useState<{ running: number | null | undefined; announcement: string }>({ running, announcement: '' });
  if (running !== undefined && running !== seen.running) {
    const id = running === null ? 'work.timer.stopped' : 'work.timer.started';
    setSeen({ running, announcement: seen.running === undefined ? '' : intl.formatMessage({ id }) });
  }
  return (
    <>
      <span aria-live="polite" css={visuallyHidden}>
        {seen.announcement}
      </span>
      {entry && <Running workspaceId={workspaceId} entry={entry} />}
    </>
  );
}
