import { memo } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import type { Goal, Member, Project, Task } from '../api/work-types';
import type { ForecastIndex } from '../hooks/use-forecast-index';
import { ComplexityDisplay } from './complexity-display';
import { TaskForecast } from './forecast/task-forecast';
import { TaskDueDate } from './task-due-date';
import { EstimateDisplay } from './estimate-display';
import { MemberAvatar } from './member-avatar';
import { TaskStatusBadge } from './task-status-badge';

export interface TaskFactsProps {
  task: Task;
  goal?: Goal;
  project?: Project;
  /** Shown when given (lists of several members' tasks). */
  assignee?: Member;
  /** The page's forecast: the task's dates are shown when given. */
  forecast?: ForecastIndex;
}

/** A task's status, estimate, complexity, due date, forecast, goal and project in one wrapping line. */
export const TaskFacts = memo(function TaskFacts({ task, goal, project, assignee, forecast }: TaskFactsProps) {
  const theme = useTheme();
  return (
    <div
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: `${theme.space.xs} ${theme.space.md}`,
        fontSize: theme.fontSizes.sm,
        color: theme.colors.textMuted,
      }}
    >
      <TaskStatusBadge status={task.status} />
      {task.estimate_minutes !== null ? (
        <span>
          <FormattedMessage id="work.task.estimate" values={{ duration: <EstimateDisplay minutes={task.estimate_minutes} /> }} />
        </span>
      ) : (
        <span>
          <FormattedMessage id="work.task.noEstimate" />
        </span>
      )}
      {task.complexity !== null && <ComplexityDisplay complexity={task.complexity} />}
      {task.due_on !== null && <TaskDueDate value={task.due_on} overdue={task.status === 'overdue'} />}
      {forecast && <TaskForecast task={task} forecast={forecast} />}
      {goal && (
        <span>
          <FormattedMessage id="work.task.goal" values={{ name: goal.title }} />
        </span>
      )}
      {project && (
        <span>
          <FormattedMessage id="work.task.project" values={{ name: project.name }} />
        </span>
      )}
      {assignee && <MemberAvatar member={assignee} withName />}
      {task.waiting_for.length > 0 && (
        <span css={{ color: theme.colors.warning }}>
          <FormattedMessage id="work.task.waiting" values={{ count: task.waiting_for.length }} />
        </span>
      )}
    </div>
  );
});
