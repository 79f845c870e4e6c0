import { useCallback, useMemo, useRef } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button, EmptyState, LoadError, LoadingStatus } from '@stepwise/shared';
import { TASK_PAGE_DEFAULT } from '@stepwise/contracts/rules';
import { useWorkTasksInfiniteQuery } from '../../common/tasks/task-queries';
import { WorkPage } from '../../common/components/work-page';
import { useWorkLookups } from '../../common/hooks/use-work-lookups';
import { useWorkspaceId } from '../../common/hooks/use-workspace-id';
import { TaskFilterBar } from './task-filter-bar';
import { hasFilters } from './task-list-query';
import { TaskQuickAdd } from './task-quick-add';
import { TaskTable } from './task-table';
import { useTaskListQuery } from './use-task-list-query';

/** workspace-tasks: every task of the workspace, filtered by the URL's query, paged as the user scrolls. */
export default function TaskListPage() {
  const theme = useTheme();
  const workspaceId = useWorkspaceId();
  const { query, filters, setFilter, clearFilters } = useTaskListQuery();
  const lookups = useWorkLookups(workspaceId);
  const quickAdd = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button pressed goes away with the filters: focus goes to the top of the page, not to nowhere.
  const clearAndRefocus = useCallback(() => {
    clearFilters();
    heading.current?.focus();
  }, [clearFilters]);
  const list = useWorkTasksInfiniteQuery({ workspaceId, filters, limit: TASK_PAGE_DEFAULT });
  const { data, currentData, isLoading, isError, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  // New filters: the previous answer stays on screen, dimmed, until theirs arrives.
  const refreshing = data !== undefined && currentData === undefined && !isError;
  const tasks = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const total = data?.pages[0]?.meta.total ?? 0;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const filtered = hasFilters(query);

  let content;
  if (isLoading || (!data && !isError)) content = <LoadingStatus messageId="work.taskList.loading" panels={3} />;
  else if (isError && !data) content = <LoadError error={error} onRetry={() => void refetch()} />;
  else if (tasks.length === 0 && filtered)
    content = (
      <EmptyState
        titleId="work.taskList.noMatch.title"
        textId="work.taskList.noMatch.text"
        action={
          <Button variant="secondary" onClick={clearAndRefocus}>
            <FormattedMessage id="work.taskList.clearFilters" />
          </Button>
        }
      />
    );
  else if (tasks.length === 0)
    content = (
      <EmptyState
        titleId="work.taskList.empty.title"
        textId="work.taskList.empty.text"
        action={
          <Button onClick={() => quickAdd.current?.focus()}>
            <FormattedMessage id="work.taskList.empty.action" />
          </Button>
        }
      />
    );
  else
    content = (
      <>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center', justifyContent: 'space-between' }}>
          <p role="status" css={{ margin: 0, color: theme.colors.textMuted }}>
            <FormattedMessage id={filtered ? 'work.taskList.countFiltered' : 'work.taskList.count'} values={{ count: total }} />
          </p>
          {filtered && (
            <Button variant="secondary" onClick={clearAndRefocus}>
              <FormattedMessage id="work.taskList.clearFilters" />
            </Button>
          )}
        </div>
        {isError && <LoadError error={error} onRetry={loadMore} />}
        <TaskTable
          tasks={tasks}
          total={total}
          lookups={lookups}
          hasMore={Boolean(hasNextPage) && !isError && !refreshing}
          loadingMore={isFetchingNextPage}
          refreshing={refreshing}
          onLoadMore={loadMore}
        />
      </>
    );

  return (
    <WorkPage titleId="work.taskList.title" headingRef={heading}>
      <TaskQuickAdd ref={quickAdd} workspaceId={workspaceId} />
      <TaskFilterBar query={query} lookups={lookups} onChange={setFilter} />
      {content}
    </WorkPage>
  );
}
