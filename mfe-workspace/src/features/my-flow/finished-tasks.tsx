import { useId, useMemo, useState } from 'react';
import { useTheme } from '@emotion/react';
import { ErrorPanel, SkeletonLines } from '@stepwise/shared';
import { FormattedMessage } from 'react-intl';
import { useWorkTasksInfiniteQuery } from '../../common/tasks/task-queries';
import type { TaskListArgs } from '../../common/api/work-types';
import { FlowTaskRow } from '../../common/components/flow-task-row';
import { TaskTransitionButtons } from '../../common/components/task-transition-buttons';
import type { WorkLookups } from '../../common/hooks/use-work-lookups';

/** How many finished tasks the list shows. */
export const RECENTLY_FINISHED = 10;

function FinishedList({ args, lookups }: { args: TaskListArgs; lookups: WorkLookups }) {
  const theme = useTheme();
  const { data, error, isLoading, refetch } = useWorkTasksInfiniteQuery(args);
  const tasks = useMemo(
    () =>
      (data?.pages.flatMap((page) => page.data) ?? [])
        .filter((task) => task.state === 'finished')
        .sort((a, b) => (b.finished_at ?? '').localeCompare(a.finished_at ?? ''))
        .slice(0, RECENTLY_FINISHED),
    [data],
  );
  if (isLoading) return <SkeletonLines lines={2} />;
  if (error) return <ErrorPanel error={error} onRetry={() => void refetch()} titleId="work.myFlow.finished.loadFailed" />;
  if (tasks.length === 0)
    return (
      <p css={{ margin: 0, color: theme.colors.textMuted }}>
        <FormattedMessage id="work.myFlow.finished.empty" />
      </p>
    );
  return (
    <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space.sm }}>
      {tasks.map((task) => (
        <li key={task.id} aria-label={task.title} css={{ padding: theme.space.sm, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md }}>
          <FlowTaskRow
            task={task}
            workspaceId={args.workspaceId}
            goal={task.goal_id === null ? undefined : lookups.goals.get(task.goal_id)}
            project={task.project_id === null ? undefined : lookups.projects.get(task.project_id)}
            actions={<TaskTransitionButtons task={task} workspaceId={args.workspaceId} />}
          />
        </li>
      ))}
    </ul>
  );
}

/** The member's recently finished tasks, folded away until asked for; each can be reopened. */
export function FinishedTasks({ workspaceId, userId, lookups }: { workspaceId: number; userId: number; lookups: WorkLookups }) {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const args = useMemo<TaskListArgs>(
    () => ({ workspaceId, filters: { assignee_id: String(userId), status: 'finished' }, limit: RECENTLY_FINISHED }),
    [workspaceId, userId],
  );
  return (
    <section css={{ display: 'grid', gap: theme.space.sm }}>
      <h2 css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen(!open)}
          css={{
            font: 'inherit',
            fontWeight: 600,
            minHeight: 44,
            padding: 0,
            border: 0,
            background: 'transparent',
            color: theme.colors.text,
            cursor: 'pointer',
            display: 'inline-flex',
            gap: theme.space.sm,
            alignItems: 'center',
          }}
        >
          <span aria-hidden="true" css={{ display: 'inline-block', transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 0.15s' }}>
            ▸
          </span>
          <FormattedMessage id="work.myFlow.finished.title" />
        </button>
      </h2>
      <div id={regionId} hidden={!open}>
        {open && <FinishedList args={args} lookups={lookups} />}
      </div>
    </section>
  );
}
