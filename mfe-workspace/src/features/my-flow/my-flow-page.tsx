import { useCallback } from 'react';
import { useTheme } from '@emotion/react';
import { Button, EmptyState, ErrorPanel, LoadingStatus } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkFlowQuery } from '../../common/tasks/task-queries';
import type { Task } from '../../common/api/work-types';
import { UnscoredNotice } from '../../common/components/forecast/unscored-notice';
import { SortableFlowList } from '../../common/components/sortable-flow-list';
import { TaskTransitionButtons } from '../../common/components/task-transition-buttons';
import { WorkPage } from '../../common/components/work-page';
import { useCurrentUserId } from '../../common/hooks/use-current-user-id';
import { useFlowMove } from '../../common/hooks/use-flow-move';
import { useForecastIndex } from '../../common/hooks/use-forecast-index';
import { useWorkLookups } from '../../common/hooks/use-work-lookups';
import { useWorkspaceId } from '../../common/hooks/use-workspace-id';
import { useQuickCreate } from '../quick-create';
import { ActiveTaskCard } from './active-task-card';
import { FinishedTasks } from './finished-tasks';

function CreateTaskButton() {
  const openQuickCreate = useQuickCreate();
  return (
    <Button onClick={() => openQuickCreate()}>
      <FormattedMessage id="work.myFlow.empty.create" />
    </Button>
  );
}

function MyFlow() {
  const theme = useTheme();
  const intl = useIntl();
  const workspaceId = useWorkspaceId();
  const me = useCurrentUserId();
  const lookups = useWorkLookups(workspaceId);
  const forecast = useForecastIndex(workspaceId);
  const { data: flow, error, isLoading, refetch } = useWorkFlowQuery({ workspaceId, userId: me });
  const move = useFlowMove(workspaceId, me);
  const renderActions = useCallback((task: Task) => <TaskTransitionButtons task={task} workspaceId={workspaceId} />, [workspaceId]);

  if (isLoading) return <LoadingStatus panels={3} />;
  if (error || !flow) return <ErrorPanel error={error} onRetry={() => void refetch()} titleId="work.myFlow.loadFailed" />;
  const active = flow.find((task) => task.state === 'in_progress');
  const queue = flow.filter((task) => task !== active);
  return (
    <>
      <UnscoredNotice tasks={flow.filter((task) => forecast.unscored.has(task.id))} workspaceId={workspaceId} />
      {flow.length === 0 ? (
        <EmptyState titleId="work.myFlow.empty.title" textId="work.myFlow.empty.text" action={<CreateTaskButton />} />
      ) : (
        <>
          {active ? (
            <ActiveTaskCard task={active} workspaceId={workspaceId} lookups={lookups} forecast={forecast} />
          ) : (
            <p css={{ margin: 0, color: theme.colors.textMuted }}>
              <FormattedMessage id="work.myFlow.noActive" />
            </p>
          )}
          {queue.length > 0 && (
            <section css={{ display: 'grid', gap: theme.space.sm }}>
              <h2 css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
                <FormattedMessage id="work.myFlow.queue" />
              </h2>
              <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
                <FormattedMessage id="work.flow.keyboardHint" />
              </p>
              <SortableFlowList
                tasks={queue}
                workspaceId={workspaceId}
                lookups={lookups}
                forecast={forecast}
                canReorder
                onMove={move}
                label={intl.formatMessage({ id: 'work.myFlow.queue' })}
                renderActions={renderActions}
              />
            </section>
          )}
        </>
      )}
      <FinishedTasks workspaceId={workspaceId} userId={me} lookups={lookups} />
    </>
  );
}

/** workspace: My flow, the workspace's home: the task in progress, what comes next, what was finished. */
export default function MyFlowPage() {
  return (
    <WorkPage titleId="work.myFlow.title">
      <MyFlow />
    </WorkPage>
  );
}
