import { useId, useMemo, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { BLOCKED_BY_MAX } from '@stepwise/contracts/rules';
import { Button } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkTaskQuery, useWorkTasksInfiniteQuery } from '../../../common/tasks/task-queries';
import type { Task } from '../../../common/api/work-types';
import { TaskStatusBadge } from '../../../common/components/task-status-badge';
import { TaskTitleLink } from '../../../common/components/task-title-link';
import { inlineControlStyle } from './field-frame';

const UNFINISHED = 'open,in_progress,paused,overdue,not_scored';

function Blocker({ task, taskId, onRemove }: { task: Task; taskId: number; onRemove: () => void }) {
  const theme = useTheme();
  const intl = useIntl();
  const { data: blocker } = useWorkTaskQuery(taskId);
  const waiting = task.waiting_for.includes(taskId);
  const title = blocker?.title ?? intl.formatMessage({ id: 'work.task.number' }, { id: taskId });
  return (
    <li css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm, flexWrap: 'wrap' }}>
      {blocker ? <TaskTitleLink workspaceId={task.workspace_id} taskId={taskId} title={title} /> : <span>{title}</span>}
      {blocker && <TaskStatusBadge status={blocker.status} />}
      {waiting && (
        <span css={{ color: theme.colors.warning, fontSize: theme.fontSizes.sm }}>
          <FormattedMessage id="work.blockedBy.waiting" />
        </span>
      )}
      <Button variant="secondary" onClick={onRemove} aria-label={intl.formatMessage({ id: 'work.blockedBy.remove' }, { title })}>
        <FormattedMessage id="work.action.remove" />
      </Button>
    </li>
  );
}

/** The tasks this one waits for (those unfinished marked), and a picker of the workspace's unfinished tasks to add one. */
export function BlockedByEditor({ task, onCommit }: { task: Task; onCommit: (blockedBy: number[]) => void }) {
  const theme = useTheme();
  const intl = useIntl();
  const pickerId = useId();
  const [picked, setPicked] = useState('');
  const pickerRef = useRef<HTMLSelectElement>(null);
  const { data } = useWorkTasksInfiniteQuery({ workspaceId: task.workspace_id, filters: { status: UNFINISHED } });
  const candidates = useMemo(
    () =>
      (data?.pages.flatMap((page) => page.data) ?? []).filter(
        (candidate) => candidate.id !== task.id && candidate.state !== 'finished' && !task.blocked_by.includes(candidate.id),
      ),
    [data, task.id, task.blocked_by],
  );
  const full = task.blocked_by.length >= BLOCKED_BY_MAX;
  return (
    <section aria-labelledby={`${pickerId}-title`} css={{ display: 'grid', gap: theme.space.sm }}>
      <h3 id={`${pickerId}-title`} css={{ margin: 0, fontSize: theme.fontSizes.md }}>
        <FormattedMessage id="work.field.blockedBy" />
      </h3>
      {task.blocked_by.length === 0 ? (
        <p css={{ margin: 0, color: theme.colors.textMuted }}>
          <FormattedMessage id="work.blockedBy.none" />
        </p>
      ) : (
        <ul css={{ margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.xs }}>
          {task.blocked_by.map((id) => (
            <Blocker key={id} task={task} taskId={id} onRemove={() => onCommit(task.blocked_by.filter((other) => other !== id))} />
          ))}
        </ul>
      )}
      <div css={{ display: 'flex', gap: theme.space.sm, alignItems: 'end', flexWrap: 'wrap' }}>
        <label htmlFor={pickerId} css={{ display: 'grid', gap: theme.space.xs, flex: '1 1 14rem', fontSize: theme.fontSizes.sm, fontWeight: 600 }}>
          <FormattedMessage id="work.blockedBy.pick" />
          <select
            ref={pickerRef}
            id={pickerId}
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
            disabled={full}
            css={inlineControlStyle(theme)}
          >
            <option value="">{intl.formatMessage({ id: 'work.blockedBy.choose' })}</option>
            {candidates.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.title}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          disabled={picked === '' || full}
          onClick={() => {
            onCommit([...task.blocked_by, Number(picked)]);
            setPicked('');
            // The button turns disabled: the focus goes back to the picker, ready for the next one.
            pickerRef.current?.focus();
          }}
        >
          <FormattedMessage id="work.blockedBy.add" />
        </Button>
      </div>
    </section>
  );
}
