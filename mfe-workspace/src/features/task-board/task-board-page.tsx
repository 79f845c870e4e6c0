import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { EmptyState, LoadError, LoadingStatus, RouteLink, pathFor, selectLocale, useAppSelector } from '@stepwise/shared';
import { TASK_PAGE_MAX } from '@stepwise/contracts/rules';
import { useWorkSpheresQuery } from '../../common/spheres/spheres-api';
import { useWorkTasksInfiniteQuery } from '../../common/tasks/task-queries';
import { WorkPage } from '../../common/components/work-page';
import { useWorkLookups } from '../../common/hooks/use-work-lookups';
import { useWorkspaceId } from '../../common/hooks/use-workspace-id';
import { boardColumns } from './board-columns';
import { SpherePicker } from './sphere-picker';
import { TaskBoard } from './task-board';
import { useBoardMove } from './use-board-move';

/** workspace-board: a sphere's tasks by stage (`/w/:workspace/board`, the first sphere; `/board/:sphere`). */
export default function TaskBoardPage() {
  const workspaceId = useWorkspaceId();
  const { sphere: sphereParam } = useParams();
  const navigate = useNavigate();
  const locale = useAppSelector(selectLocale);
  const spheres = useWorkSpheresQuery(workspaceId);
  const lookups = useWorkLookups(workspaceId);
  const sphere = sphereParam === undefined ? spheres.data?.[0] : spheres.data?.find((candidate) => String(candidate.id) === sphereParam);
  const sphereId = sphere?.id ?? null;

  const list = useWorkTasksInfiniteQuery({ workspaceId, filters: { sphere_id: String(sphereId) }, limit: TASK_PAGE_MAX }, { skip: sphereId === null });
  // Only this sphere's answer: another sphere's cards would fit none of these columns.
  const { currentData: data, hasNextPage, isFetchingNextPage, isError, fetchNextPage } = list;
  // The board shows every task of the sphere: the pages follow one another.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const tasks = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const stages = sphere?.stages;
  const { pending, move } = useBoardMove(workspaceId);
  const columns = useMemo(() => boardColumns(stages ?? [], tasks, pending), [stages, tasks, pending]);

  const pick = (id: number) => navigate(pathFor('workspace-board', { params: { workspace: workspaceId, sphere: id }, lang: locale }));

  let content;
  if (spheres.isError) content = <LoadError error={spheres.error} onRetry={() => void spheres.refetch()} />;
  else if (!spheres.data) content = <LoadingStatus messageId="work.taskBoard.loading" panels={3} />;
  else if (!sphere) content = <EmptyState titleId="work.taskBoard.unknownSphere.title" textId="work.taskBoard.unknownSphere.text" />;
  else if (list.isError && !data) content = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  else if (!data) content = <LoadingStatus messageId="work.taskBoard.loading" panels={3} />;
  else
    content = (
      <>
        {tasks.length === 0 && (
          <EmptyState
            titleId="work.taskBoard.empty.title"
            textId="work.taskBoard.empty.text"
            action={
              <RouteLink to="workspace-tasks" params={{ workspace: workspaceId }}>
                <FormattedMessage id="work.taskBoard.empty.action" />
              </RouteLink>
            }
          />
        )}
        <TaskBoard columns={columns} lookups={lookups} onMove={move} />
      </>
    );

  return (
    <WorkPage
      titleId="work.taskBoard.title"
      actions={spheres.data && spheres.data.length > 0 && sphere ? <SpherePicker spheres={spheres.data} value={sphere.id} onChange={pick} /> : undefined}
    >
      {content}
    </WorkPage>
  );
}
