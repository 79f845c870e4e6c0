import { memo, type KeyboardEvent } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedDate } from 'react-intl';
import { RouteLink, visuallyHidden } from '@stepwise/shared';
import type { Task } from '../api/work-types';
import type { ForecastIndex } from '../hooks/use-forecast-index';
import type { WorkLookups } from '../hooks/use-work-lookups';
import { ComplexityDisplay } from './complexity-display';
import { EstimateDisplay } from './estimate-display';
import { TaskForecast } from './forecast/task-forecast';
import { MemberAvatar } from './member-avatar';
import { TaskStatusBadge } from './task-status-badge';
import { TASK_ROW_HEIGHT, cellText, taskRowGrid, wideOnly } from './task-row-layout';

export interface TaskRowProps {
  task: Task;
  /** 0-based place in the list (aria-rowindex counts the header as row 1). */
  index: number;
  /** Offset from the top of the list, in pixels. */
  top: number;
  /** The row whose link takes the Tab stop (one per table). */
  active: boolean;
  lookups: WorkLookups;
  /** The workspace's forecast, indexed once for the whole table. */
  forecast: ForecastIndex;
  onLinkKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>, index: number) => void;
  onLinkFocus?: (index: number) => void;
}

/**
 * One task in the task table: its title links to the task's panel; the other cells show status,
 * assignee, stage, goal and project, estimate, complexity, due date and forecast. Memoized: a row
 * renders again only when its own task, place or focus changes, or the forecast does.
 */
export const TaskRow = memo(function TaskRow({ task, index, top, active, lookups, forecast, onLinkKeyDown, onLinkFocus }: TaskRowProps) {
  const theme = useTheme();
  const assignee = task.assignee_id === null ? undefined : lookups.members.get(task.assignee_id);
  const stage = lookups.stages.get(task.stage_id)?.stage;
  const goal = task.goal_id === null ? undefined : lookups.goals.get(task.goal_id);
  const project = task.project_id === null ? undefined : lookups.projects.get(task.project_id);
  const placement = [project?.key, goal?.title].filter(Boolean).join(' · ');
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      // Inline: a class per offset would add a style rule for every row ever shown.
      style={{ transform: `translateY(${top}px)` }}
      css={{
        ...taskRowGrid(theme),
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height: TASK_ROW_HEIGHT,
        borderBottom: `1px solid ${theme.colors.border}`,
        background: theme.colors.background,
        '&:hover': { background: theme.colors.surface },
        '&:focus-within': { background: theme.colors.surface },
      }}
    >
      <div role="cell" css={cellText}>
        <RouteLink
          to="workspace-task"
          params={{ workspace: task.workspace_id, task: task.id }}
          tabIndex={active ? 0 : -1}
          onKeyDown={onLinkKeyDown && ((event) => onLinkKeyDown(event, index))}
          onFocus={onLinkFocus && (() => onLinkFocus(index))}
          css={{
            color: theme.colors.text,
            fontWeight: 500,
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
            '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2, borderRadius: theme.radii.sm },
          }}
        >
          {task.title}
        </RouteLink>
      </div>
      <div role="cell">
        <TaskStatusBadge status={task.status} />
      </div>
      <div role="cell" css={{ ...cellText, [theme.breakpoints.mobile]: { '& [data-member-name]': visuallyHidden } }}>
        {assignee ? <MemberAvatar member={assignee} withName /> : null}
      </div>
      <div role="cell" css={{ ...cellText, ...wideOnly(theme) }}>
        {stage?.name}
      </div>
      <div role="cell" css={{ ...cellText, ...wideOnly(theme), color: theme.colors.textMuted }}>
        {placement}
      </div>
      <div role="cell" css={{ ...cellText, ...wideOnly(theme) }}>
        <EstimateDisplay minutes={task.estimate_minutes} />
      </div>
      <div role="cell" css={wideOnly(theme)}>
        <ComplexityDisplay complexity={task.complexity} />
      </div>
      <div role="cell" css={{ ...cellText, ...wideOnly(theme) }}>
        {task.due_on ? (
          <time dateTime={task.due_on}>
            <FormattedDate value={task.due_on} day="numeric" month="short" year="numeric" timeZone="UTC" />
          </time>
        ) : null}
      </div>
      <div role="cell" css={{ ...cellText, ...wideOnly(theme) }}>
        <TaskForecast task={task} forecast={forecast} />
      </div>
    </div>
  );
});
