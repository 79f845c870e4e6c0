import { memo, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import type { Goal, Member, Project, Task } from '../api/work-types';
import type { ForecastIndex } from '../hooks/use-forecast-index';
import { TaskFacts } from './task-facts';
import { TaskTitleLink } from './task-title-link';

export interface FlowTaskRowProps {
  task: Task;
  workspaceId: number;
  goal?: Goal;
  project?: Project;
  assignee?: Member;
  /** The page's forecast: the task's dates among its facts. */
  forecast?: ForecastIndex;
  /** Before the title (a drag handle). */
  leading?: ReactNode;
  /** After the facts (transition buttons). */
  actions?: ReactNode;
}

/** One task in a flow (a list of cards, unlike the task table's rows): its title (opening the task), its facts and what can be done with it. */
export const FlowTaskRow = memo(function FlowTaskRow({ task, workspaceId, goal, project, assignee, forecast, leading, actions }: FlowTaskRowProps) {
  const theme = useTheme();
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm, minWidth: 0, flexWrap: 'wrap' }}>
      {leading}
      <div css={{ display: 'grid', gap: theme.space.xs, flex: '1 1 14rem', minWidth: 0 }}>
        <TaskTitleLink workspaceId={workspaceId} taskId={task.id} title={task.title} />
        <TaskFacts task={task} goal={goal} project={project} assignee={assignee} forecast={forecast} />
      </div>
      {actions}
    </div>
  );
});
