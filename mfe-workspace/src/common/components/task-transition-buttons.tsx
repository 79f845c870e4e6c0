import { memo, useState } from 'react';
import { useTheme } from '@emotion/react';
import { Button, ConfirmDialog } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Task } from '../../api';
import { useRecordedMinutes } from '../hooks/use-recorded-minutes';
import { useTaskTransition } from '../hooks/use-task-transition';
import { FinishTaskDialog } from './finish-task-dialog';
import { WaitingForList } from './waiting-for-list';

export interface TaskTransitionButtonsProps {
  task: Task;
  workspaceId: number;
}

/**
 * What can be done with a task now: start (asking first when it waits for unfinished tasks), pause,
 * finish (asking for the time spent) or reopen. Each shows at once and is undone if the API refuses.
 */
export const TaskTransitionButtons = memo(function TaskTransitionButtons({ task, workspaceId }: TaskTransitionButtonsProps) {
  const theme = useTheme();
  const intl = useIntl();
  const run = useTaskTransition();
  const recordedMinutes = useRecordedMinutes(task);
  const [blockedBy, setBlockedBy] = useState<readonly number[] | null>(null);
  const [finishing, setFinishing] = useState(false);
  const args = { workspaceId, taskId: task.id };
  const named = (id: string) => intl.formatMessage({ id }, { title: task.title });

  async function start(confirmed: boolean) {
    if (!confirmed && task.waiting_for.length > 0) {
      setBlockedBy(task.waiting_for);
      return;
    }
    setBlockedBy(null);
    const outcome = await run({ ...args, transition: 'start', body: confirmed ? { confirm_blocked: true } : undefined });
    if (!outcome.done && outcome.code === 'task_blocked') setBlockedBy(outcome.waitingFor ?? task.waiting_for);
  }

  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
      {(task.state === 'open' || task.state === 'paused') && (
        <Button variant="secondary" aria-label={named('work.transition.startTask')} onClick={() => void start(false)}>
          <FormattedMessage id="work.transition.start" />
        </Button>
      )}
      {task.state === 'in_progress' && (
        <>
          <Button variant="secondary" aria-label={named('work.transition.pauseTask')} onClick={() => void run({ ...args, transition: 'pause' })}>
            <FormattedMessage id="work.transition.pause" />
          </Button>
          <Button aria-label={named('work.transition.finishTask')} onClick={() => setFinishing(true)}>
            <FormattedMessage id="work.transition.finish" />
          </Button>
        </>
      )}
      {task.state === 'finished' && (
        <Button variant="secondary" aria-label={named('work.transition.reopenTask')} onClick={() => void run({ ...args, transition: 'reopen' })}>
          <FormattedMessage id="work.transition.reopen" />
        </Button>
      )}
      <ConfirmDialog
        open={blockedBy !== null}
        title={intl.formatMessage({ id: 'work.blocked.title' })}
        confirmLabel={intl.formatMessage({ id: 'work.blocked.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'work.action.cancel' })}
        onConfirm={() => void start(true)}
        onCancel={() => setBlockedBy(null)}
      >
        <p css={{ margin: 0 }}>
          <FormattedMessage id="work.blocked.text" values={{ title: task.title, count: blockedBy?.length ?? 0 }} />
        </p>
        {blockedBy && <WaitingForList taskIds={blockedBy} />}
      </ConfirmDialog>
      <FinishTaskDialog
        task={finishing ? task : null}
        recordedMinutes={recordedMinutes}
        onClose={() => setFinishing(false)}
        onFinish={(spentMinutes) => {
          setFinishing(false);
          void run({ ...args, transition: 'finish', body: spentMinutes === undefined ? undefined : { spent_minutes: spentMinutes } });
        }}
      />
    </div>
  );
});
