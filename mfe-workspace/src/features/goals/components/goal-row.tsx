import { memo } from 'react';
import { useTheme } from '@emotion/react';
import { Button, RouteLink } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Goal, Member } from '../../../common/api/work-types';
import { CompletionBar } from '../../../common/components/completion-bar';
import { DueDate } from '../../../common/components/due-date';
import { FinishForecast } from '../../../common/components/forecast/finish-forecast';
import { MemberAvatar } from '../../../common/components/member-avatar';
import type { ForecastIndex } from '../../../common/hooks/use-forecast-index';

export interface GoalRowProps {
  goal: Goal;
  owner: Member | undefined;
  /** Today, `YYYY-MM-DD`: a goal due before it with unfinished tasks is overdue. */
  today: string;
  /** The workspace's forecast: the goal's predicted finish. */
  forecast: ForecastIndex;
  onEdit: (goal: Goal) => void;
  onArchive: (goal: Goal) => void;
  onRestore: (goal: Goal) => void;
}

/** One goal: title, owner, due date, predicted finish, progress, its tasks, and edit/archive (or restore). */
export const GoalRow = memo(function GoalRow({ goal, owner, today, forecast, onEdit, onArchive, onRestore }: GoalRowProps) {
  const theme = useTheme();
  const intl = useIntl();
  const overdue = goal.due_on !== null && goal.due_on < today && goal.finished_count < goal.task_count;
  return (
    <li
      aria-label={goal.title}
      css={{
        display: 'grid',
        gap: theme.space.sm,
        padding: theme.space.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        background: goal.archived ? theme.colors.surface : theme.colors.background,
      }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'baseline', justifyContent: 'space-between' }}>
        <h2 css={{ margin: 0, fontSize: theme.fontSizes.md, overflowWrap: 'anywhere' }}>{goal.title}</h2>
        {goal.archived && (
          <span css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
            <FormattedMessage id="work.goals.archivedBadge" />
          </span>
        )}
      </div>
      {goal.description && <p css={{ margin: 0, color: theme.colors.textMuted, overflowWrap: 'anywhere' }}>{goal.description}</p>}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center', fontSize: theme.fontSizes.sm }}>
        <span css={{ display: 'inline-flex', gap: theme.space.xs, alignItems: 'center' }}>
          {owner ? (
            <>
              <FormattedMessage id="work.goals.owner" />
              <MemberAvatar member={owner} size="sm" withName />
            </>
          ) : (
            <FormattedMessage id="work.goals.noOwner" />
          )}
        </span>
        <span css={{ color: overdue ? theme.colors.danger : theme.colors.textMuted }}>
          {goal.due_on === null ? (
            <FormattedMessage id="work.goals.noDue" />
          ) : (
            <FormattedMessage id={overdue ? 'work.goals.overdue' : 'work.goals.due'} values={{ date: <DueDate value={goal.due_on} /> }} />
          )}
        </span>
        {goal.finished_count < goal.task_count && (
          <FinishForecast finish={forecast.goals.get(goal.id)} dueOn={goal.due_on} ready={forecast.ready} failed={forecast.failed} />
        )}
      </div>
      <CompletionBar finished={goal.finished_count} total={goal.task_count} of={goal.title} />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }}>
        <RouteLink
          to="workspace-tasks"
          params={{ workspace: goal.workspace_id }}
          query={{ goal_id: goal.id }}
          aria-label={intl.formatMessage({ id: 'work.goals.tasksOf' }, { title: goal.title })}
          css={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, marginRight: 'auto' }}
        >
          <FormattedMessage id="work.goals.tasks" />
        </RouteLink>
        {goal.archived ? (
          <Button variant="secondary" onClick={() => onRestore(goal)} aria-label={intl.formatMessage({ id: 'work.goals.restoreOf' }, { title: goal.title })}>
            <FormattedMessage id="work.goals.restore" />
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onEdit(goal)} aria-label={intl.formatMessage({ id: 'work.goals.editOf' }, { title: goal.title })}>
              <FormattedMessage id="work.goals.edit" />
            </Button>
            <Button variant="secondary" onClick={() => onArchive(goal)} aria-label={intl.formatMessage({ id: 'work.goals.archiveOf' }, { title: goal.title })}>
              <FormattedMessage id="work.goals.archive" />
            </Button>
          </>
        )}
      </div>
    </li>
  );
});
