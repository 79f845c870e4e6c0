import { memo } from 'react';
import { useTheme } from '@emotion/react';
import { Button } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Task } from '../api/work-types';
import { useRecordedMinutes } from '../hooks/use-recorded-minutes';
import { useTaskTransition } from '../hooks/use-task-transition';
import { useTransitionDialogs } from '../hooks/transition-dialogs-context';

export interface TaskTransitionButtonsProps {
  task: Task;
  workspaceId: number;
}

/**
 * What can be done with a task now: start (asking first when it waits for unfinished tasks), pause,
 * finish (asking for the time spent) or reopen. Each shows at once and is undone if the API refuses.
 * The questions are the page's dialogs (TransitionDialogsProvider), so a redrawn row keeps them open.
 */
export const TaskTransitionButtons = memo(function TaskTransitionButtons({ task, workspaceId }: TaskTransitionButtonsProps) {
  const theme = useTheme();
  const intl = useIntl();
  const run = useTaskTransition();
  const dialogs = useTransitionDialogs();
  const recordedMinutes = useRecordedMinutes(task);
  const args = { workspaceId, taskId: task.id };
  const named = (id: string) => intl.formatMessage({ id }, { title: task.title });

  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
      {(task.state === 'open' || task.state === 'paused') && (
        <Button variant="secondary" aria-label={named('work.transition.startTask')} onClick={() => dialogs.start(task)}>
          <FormattedMessage id="work.transition.start" />
        </Button>
      )}
      {task.state === 'in_progress' && (
        <>
          <Button variant="secondary" aria-label={named('work.transition.pauseTask')} onClick={() => void run({ ...args, transition: 'pause' })}>
            <FormattedMessage id="work.transition.pause" />
          </Button>
          <Button aria-label={named('work.transition.finishTask')} onClick={() => dialogs.finish(task, recordedMinutes)}>
            <FormattedMessage id="work.transition.finish" />
          </Button>
        </>
      )}
      {task.state === 'finished' && (
        <Button variant="secondary" aria-label={named('work.transition.reopenTask')} onClick={() => void run({ ...args, transition: 'reopen' })}>
          <FormattedMessage id="work.transition.reopen" />
        </Button>
      )}
    </div>
  );
});
