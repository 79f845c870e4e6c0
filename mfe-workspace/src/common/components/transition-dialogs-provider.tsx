import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@stepwise/shared/app-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Task } from '../api/work-types';
import { TransitionDialogsContext, type TransitionDialogs } from '../hooks/transition-dialogs-context';
import { useTaskTransition } from '../hooks/use-task-transition';
import { FinishTaskDialog } from './finish-task-dialog';
import { WaitingForList } from './waiting-for-list';

/**
 * The confirmation before starting a blocked task and the finish dialog, once per page. They hold the
 * task they were opened for, so a list that redraws (a live change, an answer) never closes them.
 */
export function TransitionDialogsProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const run = useTaskTransition();
  const [blocked, setBlocked] = useState<{ task: Task; waitingFor: readonly number[] } | null>(null);
  const [finishing, setFinishing] = useState<{ task: Task; recordedMinutes: number } | null>(null);

  const start = useCallback(
    async (task: Task, confirmed: boolean) => {
      if (!confirmed && task.waiting_for.length > 0) {
        setBlocked({ task, waitingFor: task.waiting_for });
        return;
      }
      setBlocked(null);
      const outcome = await run({
        workspaceId: task.workspace_id,
        taskId: task.id,
        transition: 'start',
        body: confirmed ? { confirm_blocked: true } : undefined,
      });
      if (!outcome.done && outcome.code === 'task_blocked') setBlocked({ task, waitingFor: outcome.waitingFor ?? task.waiting_for });
    },
    [run],
  );

  const dialogs = useMemo<TransitionDialogs>(
    () => ({
      start: (task) => void start(task, false),
      finish: (task, recordedMinutes) => setFinishing({ task, recordedMinutes }),
    }),
    [start],
  );

  return (
    <TransitionDialogsContext value={dialogs}>
      {children}
      <ConfirmDialog
        open={blocked !== null}
        title={intl.formatMessage({ id: 'work.blocked.title' })}
        confirmLabel={intl.formatMessage({ id: 'work.blocked.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'work.action.cancel' })}
        onConfirm={() => blocked && void start(blocked.task, true)}
        onCancel={() => setBlocked(null)}
      >
        <p css={{ margin: 0 }}>
          <FormattedMessage id="work.blocked.text" values={{ title: blocked?.task.title ?? '', count: blocked?.waitingFor.length ?? 0 }} />
        </p>
        {blocked && <WaitingForList taskIds={blocked.waitingFor} />}
      </ConfirmDialog>
      <FinishTaskDialog
        task={finishing?.task ?? null}
        recordedMinutes={finishing?.recordedMinutes ?? 0}
        onClose={() => setFinishing(null)}
        onFinish={(spentMinutes) => {
          if (!finishing) return;
          setFinishing(null);
          void run({
            workspaceId: finishing.task.workspace_id,
            taskId: finishing.task.id,
            transition: 'finish',
            body: spentMinutes === undefined ? undefined : { spent_minutes: spentMinutes },
          });
        }}
      />
    </TransitionDialogsContext>
  );
}
