import { useCallback, useMemo, useState } from 'react';
import { useTheme } from '@emotion/react';
import { Button, EmptyState, LoadError, LoadingStatus } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkGoalsQuery } from '../../common/goals/goals-api';
import { useWorkMembersQuery } from '../../common/members/members-api';
import { localToday } from '../../common/time/local-today';
import type { Goal } from '../../common/api/work-types';
import { ArchivedToggle } from '../../common/components/archived-toggle';
import { UndoBar } from '../../common/components/undo-bar';
import { WorkPage } from '../../common/components/work-page';
import { useForecastIndex } from '../../common/hooks/use-forecast-index';
import { useWorkspaceId } from '../../common/hooks/use-workspace-id';
import { GoalFormDialog } from './components/goal-form-dialog';
import { GoalRow } from './components/goal-row';
import { useGoalArchiving } from './hooks/use-goal-archiving';

type Editing = { goal: Goal | null } | null;

/** workspace-goals: the team's goals with their progress and predicted finish; create, edit, archive and restore. */
export default function GoalsPage() {
  const theme = useTheme();
  const intl = useIntl();
  const workspaceId = useWorkspaceId();
  const [showArchived, setShowArchived] = useState(false);
  const goals = useWorkGoalsQuery({ workspaceId, archived: showArchived || undefined });
  const members = useWorkMembersQuery(workspaceId);
  const forecast = useForecastIndex(workspaceId);
  const [editing, setEditing] = useState<Editing>(null);
  const { archive, restore, lastArchived, dismiss } = useGoalArchiving();
  const membersById = useMemo(() => new Map((members.data ?? []).map((member) => [member.user_id, member])), [members.data]);
  const today = localToday();

  const startEdit = useCallback((goal: Goal) => setEditing({ goal }), []);
  const onArchive = useCallback((goal: Goal) => void archive(goal), [archive]);
  const onRestore = useCallback((goal: Goal) => void restore(goal), [restore]);
  const newGoal = (
    <Button onClick={() => setEditing({ goal: null })}>
      <FormattedMessage id="work.goals.new" />
    </Button>
  );

  let content;
  if (goals.isLoading) content = <LoadingStatus />;
  else if (goals.error || !goals.data) content = <LoadError error={goals.error} onRetry={() => void goals.refetch()} />;
  else if (goals.data.length === 0) {
    content = showArchived ? (
      <EmptyState titleId="work.goals.emptyArchived.title" textId="work.goals.emptyArchived.text" />
    ) : (
      <EmptyState titleId="work.goals.empty.title" textId="work.goals.empty.text" action={newGoal} />
    );
  } else {
    content = (
      <ul aria-label={intl.formatMessage({ id: 'work.goals.title' })} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md }}>
        {goals.data.map((goal) => (
          <GoalRow
            key={goal.id}
            goal={goal}
            owner={goal.owner_id === null ? undefined : membersById.get(goal.owner_id)}
            today={today}
            forecast={forecast}
            onEdit={startEdit}
            onArchive={onArchive}
            onRestore={onRestore}
          />
        ))}
      </ul>
    );
  }

  return (
    <WorkPage titleId="work.goals.title" actions={newGoal}>
      <ArchivedToggle label={intl.formatMessage({ id: 'work.goals.showArchived' })} checked={showArchived} onChange={setShowArchived} />
      {lastArchived && (
        <UndoBar
          text={intl.formatMessage({ id: 'work.goals.archived' }, { title: lastArchived.title })}
          onUndo={() => void restore(lastArchived)}
          onDismiss={dismiss}
        />
      )}
      {content}
      <GoalFormDialog
        key={editing ? (editing.goal?.id ?? 'new') : 'closed'}
        workspaceId={workspaceId}
        goal={editing?.goal ?? null}
        open={editing !== null}
        members={members.data ?? []}
        onClose={() => setEditing(null)}
      />
    </WorkPage>
  );
}
