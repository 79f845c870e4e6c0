import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import type { Task } from '../../api/work-types';
import { TaskTitleLink } from '../task-title-link';

/** "Estimate these N tasks to get their dates", each a link opening the task; nothing when every task has an estimate. */
export function UnscoredNotice({ tasks, workspaceId }: { tasks: readonly Task[]; workspaceId: number }) {
  const theme = useTheme();
  const headingId = useId();
  if (tasks.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-unscored-notice=""
      css={{
        display: 'grid',
        gap: theme.space.xs,
        padding: theme.space.sm,
        borderLeft: `4px solid ${theme.colors.warning}`,
        background: theme.colors.surface,
        minWidth: 0,
      }}
    >
      <p id={headingId} css={{ margin: 0, fontWeight: 600 }}>
        <span aria-hidden="true" css={{ color: theme.colors.warning }}>
          ⚠{' '}
        </span>
        <FormattedMessage id="work.forecast.unscored.title" values={{ count: tasks.length }} />
      </p>
      <ul css={{ margin: 0, paddingLeft: theme.space.lg }}>
        {tasks.map((task) => (
          <li key={task.id}>
            <TaskTitleLink workspaceId={workspaceId} taskId={task.id} title={task.title} />
          </li>
        ))}
      </ul>
    </section>
  );
}
