import { memo, type KeyboardEvent, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { RouteLink } from '@stepwise/shared';
import type { Member, Task } from '../api/work-types';
import type { ForecastIndex } from '../hooks/use-forecast-index';
import { EstimateDisplay } from './estimate-display';
import { TaskForecast } from './forecast/task-forecast';
import { MemberAvatar } from './member-avatar';
import { TaskStatusBadge } from './task-status-badge';

export interface TaskCardProps {
  task: Task;
  assignee?: Member;
  /** The board's forecast: the task's dates under its status. */
  forecast?: ForecastIndex;
  /** Beside the title (e.g. a "Move to…" menu). */
  actions?: ReactNode;
  /** Keys on the title link (the card's focus point). */
  onLinkKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void;
  /** Ids of what explains the card's keyboard shortcuts. */
  describedBy?: string;
  keyShortcuts?: string;
  /** Lifted, as while it is dragged. */
  lifted?: boolean;
}

/** A task as a card (board, flows): its title links to its panel, with status, assignee, estimate and forecast. */
export const TaskCard = memo(function TaskCard({ task, assignee, forecast, actions, onLinkKeyDown, describedBy, keyShortcuts, lifted = false }: TaskCardProps) {
  const theme = useTheme();
  return (
    <div
      data-task-card={task.id}
      css={{
        display: 'grid',
        gap: theme.space.sm,
        padding: theme.space.sm,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        background: theme.colors.background,
        boxShadow: lifted ? '0 8px 24px rgba(31, 35, 40, 0.18)' : '0 1px 2px rgba(31, 35, 40, 0.06)',
        '&:focus-within': { borderColor: theme.colors.focus },
      }}
    >
      <div css={{ display: 'flex', gap: theme.space.xs, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <RouteLink
          to="workspace-task"
          params={{ workspace: task.workspace_id, task: task.id }}
          onKeyDown={onLinkKeyDown}
          aria-describedby={describedBy}
          aria-keyshortcuts={keyShortcuts}
          css={{
            color: theme.colors.text,
            fontWeight: 500,
            textDecoration: 'none',
            overflowWrap: 'anywhere',
            padding: '2px 0',
            '&:hover': { textDecoration: 'underline' },
            '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2, borderRadius: theme.radii.sm },
          }}
        >
          {task.title}
        </RouteLink>
        {actions}
      </div>
      <div
        css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center', justifyContent: 'space-between', fontSize: theme.fontSizes.sm }}
      >
        <TaskStatusBadge status={task.status} />
        <span css={{ display: 'inline-flex', gap: theme.space.sm, alignItems: 'center', color: theme.colors.textMuted }}>
          <EstimateDisplay minutes={task.estimate_minutes} />
          {assignee && <MemberAvatar member={assignee} />}
        </span>
      </div>
      {forecast && <TaskForecast task={task} forecast={forecast} />}
    </div>
  );
});
