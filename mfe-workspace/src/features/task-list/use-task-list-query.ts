import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TaskFilters } from '../../common/api/work-types';
import { readTaskListQuery, taskFiltersOf, withFilter, withoutFilters, type TaskListQuery } from './task-list-query';

export interface TaskListQueryState {
  query: TaskListQuery;
  /** Stable while the URL's filters are the same. */
  filters: TaskFilters;
  setFilter: (key: keyof TaskListQuery, value: string) => void;
  clearFilters: () => void;
}

/** The filters of the page's URL; changing one is a new history entry, except a search refining itself. */
export function useTaskListQuery(): TaskListQueryState {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const query = useMemo(() => readTaskListQuery(new URLSearchParams(key)), [key]);
  const filtersKey = JSON.stringify(taskFiltersOf(query));
  const filters = useMemo(() => JSON.parse(filtersKey) as TaskFilters, [filtersKey]);
  const setFilter = useCallback(
    (name: keyof TaskListQuery, value: string) => {
      const refining = name === 'q' && Boolean(search.get('q')) && value !== '';
      setSearch(withFilter(search, name, value), { replace: refining });
    },
    [search, setSearch],
  );
  const clearFilters = useCallback(() => setSearch(withoutFilters(search)), [search, setSearch]);
  return { query, filters, setFilter, clearFilters };
}
