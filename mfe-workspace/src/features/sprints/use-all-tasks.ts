import { useEffect, useMemo } from 'react';
import { TASK_PAGE_MAX } from '@stepwise/contracts/rules';
import { useWorkTasksInfiniteQuery } from '../../common/tasks/task-queries';
import type { Task } from '../../common/api/work-types';

/** Every task of the workspace (the pages follow one another), finished ones included, by id. */
export function useAllTasks(workspaceId: number) {
  const list = useWorkTasksInfiniteQuery({ workspaceId, limit: TASK_PAGE_MAX });
  const { data, hasNextPage, isFetchingNextPage, isError, fetchNextPage } = list;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const byId = useMemo(() => new Map<number, Task>((data?.pages.flatMap((page) => page.data) ?? []).map((task) => [task.id, task])), [data]);
  return { byId, loaded: data !== undefined && !hasNextPage, isError: isError && !data, error: list.error, refetch: list.refetch };
}
