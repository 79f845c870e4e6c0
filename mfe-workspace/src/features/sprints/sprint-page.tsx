import { lazy, Suspense, useId } from 'react';
import { useTheme } from '@emotion/react';
import { useParams } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { EmptyState, LoadError, LoadingStatus, Notice } from '@stepwise/shared';
import { useWorkSprintQuery, useWorkSprintsQuery, type Sprint, type SprintDetail } from './sprints-api';
import { WorkPage } from '../../common/components/work-page';
import { useWorkLookups } from '../../common/hooks/use-work-lookups';
import { useWorkspaceId } from '../../common/hooks/use-workspace-id';
import { pillStyle } from '../../common/styles/pill';
import { ScopeChanges } from './components/scope-changes';
import { SprintBoard } from './components/sprint-board';
import { SprintPlanning } from './components/sprint-planning';
import { SprintProgress } from './components/sprint-progress';
import { SprintSummaryView } from './components/sprint-summary-view';
import { STATUS_IDS, SprintSwitcher } from './components/sprint-switcher';
import { useSprintName } from './sprint-name';
import { useAllTasks } from './use-all-tasks';

// The chart loads with this screen only, in its own chunk.
const BurndownSection = lazy(() => import('./components/burndown-section'));

function SprintView({ workspaceId, sprints, sprint }: { workspaceId: number; sprints: readonly Sprint[]; sprint: SprintDetail }) {
  const theme = useTheme();
  const name = useSprintName();
  const lookups = useWorkLookups(workspaceId);
  const tasks = useAllTasks(workspaceId);
  const scopeId = useId();
  const summaryId = useId();
  const boardId = useId();
  const planned = sprint.task_ids.flatMap((taskId) => tasks.byId.get(taskId) ?? []);

  let board;
  if (tasks.isError) board = <LoadError error={tasks.error} onRetry={() => void tasks.refetch()} />;
  else if (!tasks.loaded || !lookups.ready) board = <LoadingStatus messageId="work.sprints.loading" panels={2} />;
  else board = <SprintBoard workspaceId={workspaceId} tasks={planned} carriedOver={sprint.carried_over_task_ids} lookups={lookups} />;

  return (
    <>
      <div css={{ display: 'grid', gap: theme.space.sm }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'baseline' }}>
          <h2 data-sprint-name="" css={{ margin: 0, fontSize: theme.fontSizes.xl }}>
            {name(sprint)}
          </h2>
          <span data-sprint-status={sprint.status} css={{ ...pillStyle(theme), background: theme.colors.surface, border: `1px solid ${theme.colors.border}` }}>
            <FormattedMessage id={STATUS_IDS[sprint.status]} />
          </span>
        </div>
        <SprintSwitcher workspaceId={workspaceId} sprints={sprints} sprint={sprint} />
      </div>
      {sprint.status === 'past' && (
        <Notice>
          <FormattedMessage id="work.sprints.pastReadOnly" />
        </Notice>
      )}
      {sprint.summary && <SprintSummaryView summary={sprint.summary} members={lookups.members} headingId={summaryId} />}
      <SprintProgress
        committedMinutes={sprint.committed_minutes}
        doneMinutes={sprint.done_minutes}
        committedCount={sprint.summary?.committed_count ?? sprint.task_ids.length}
        doneCount={sprint.done_task_ids.length}
      />
      <Suspense fallback={<LoadingStatus messageId="work.sprints.burndown.loading" panels={1} />}>
        <BurndownSection sprint={sprint} />
      </Suspense>
      <section aria-labelledby={boardId} css={{ display: 'grid', gap: theme.space.sm, minWidth: 0 }}>
        <h2 id={boardId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
          <FormattedMessage id="work.sprints.board.title" />
        </h2>
        {board}
      </section>
      {sprint.status !== 'past' && tasks.loaded && <SprintPlanning workspaceId={workspaceId} sprint={sprint} tasks={tasks.byId} members={lookups.members} />}
      <ScopeChanges changes={sprint.scope_changes} tasks={tasks.byId} members={lookups.members} headingId={scopeId} />
    </>
  );
}

/** workspace-sprints (`/w/:workspace/sprints`, the current sprint) and workspace-sprint (`…/sprints/:sprint`): a sprint's progress, burndown, board, plan and scope changes. */
export default function SprintPage() {
  const workspaceId = useWorkspaceId();
  const { sprint: sprintParam } = useParams();
  const sprints = useWorkSprintsQuery(workspaceId);
  const chosen =
    sprintParam === undefined ? sprints.data?.find((sprint) => sprint.status === 'current') : sprints.data?.find((sprint) => String(sprint.id) === sprintParam);
  const detail = useWorkSprintQuery({ workspaceId, sprintId: chosen?.id ?? 0 }, { skip: !chosen });

  let content;
  if (sprints.isError) content = <LoadError error={sprints.error} onRetry={() => void sprints.refetch()} />;
  else if (!sprints.data) content = <LoadingStatus messageId="work.sprints.loading" panels={3} />;
  else if (!chosen) content = <EmptyState titleId="work.sprints.unknown.title" textId="work.sprints.unknown.text" />;
  else if (detail.isError && !detail.currentData) content = <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (!detail.currentData) content = <LoadingStatus messageId="work.sprints.loading" panels={3} />;
  else content = <SprintView workspaceId={workspaceId} sprints={sprints.data} sprint={detail.currentData} />;

  return <WorkPage titleId="work.sprints.title">{content}</WorkPage>;
}
