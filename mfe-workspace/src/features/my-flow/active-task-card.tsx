import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import type { Task } from '../../common/api/work-types';
import { EstimateDisplay } from '../../common/components/estimate-display';
import { TaskFacts } from '../../common/components/task-facts';
import { TaskTitleLink } from '../../common/components/task-title-link';
import { TaskTransitionButtons } from '../../common/components/task-transition-buttons';
import { useRecordedMinutes } from '../../common/hooks/use-recorded-minutes';
import type { ForecastIndex } from '../../common/hooks/use-forecast-index';
import type { WorkLookups } from '../../common/hooks/use-work-lookups';

/** The task in progress, on top and large: how long it has run, when it is forecast to finish, and pause or finish. */
export function ActiveTaskCard({ task, workspaceId, lookups, forecast }: { task: Task; workspaceId: number; lookups: WorkLookups; forecast: ForecastIndex }) {
  const theme = useTheme();
  const elapsed = useRecordedMinutes(task);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      css={{
        display: 'grid',
        gap: theme.space.sm,
        padding: theme.space.lg,
        borderRadius: theme.radii.md,
        border: `2px solid ${theme.colors.primary}`,
        background: theme.colors.surface,
        minWidth: 0,
      }}
    >
      <h2 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.sm, textTransform: 'uppercase', letterSpacing: '0.04em', color: theme.colors.textMuted }}>
        <FormattedMessage id="work.myFlow.active" />
      </h2>
      <div css={{ fontSize: theme.fontSizes.lg }}>
        <TaskTitleLink workspaceId={workspaceId} taskId={task.id} title={task.title} />
      </div>
      <TaskFacts
        task={task}
        goal={task.goal_id === null ? undefined : lookups.goals.get(task.goal_id)}
        project={task.project_id === null ? undefined : lookups.projects.get(task.project_id)}
        forecast={forecast}
      />
      <p css={{ margin: 0 }}>
        <FormattedMessage
          id="work.myFlow.elapsed"
          values={{ duration: <EstimateDisplay minutes={elapsed} />, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <TaskTransitionButtons task={task} workspaceId={workspaceId} />
    </section>
  );
}
