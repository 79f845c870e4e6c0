import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTheme } from '@emotion/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { FormattedMessage, useIntl } from 'react-intl';
import { Skeleton, visuallyHidden } from '@stepwise/shared';
import { TaskRow } from '../../common/components/task-row';
import { TASK_ROW_HEIGHT, cellText, taskRowGrid, wideOnly } from '../../common/components/task-row-layout';
import { useForecastIndex } from '../../common/hooks/use-forecast-index';
import type { WorkLookups } from '../../common/hooks/use-work-lookups';
import { useWorkspaceId } from '../../common/hooks/use-workspace-id';
import type { Task } from '../../common/api/work-types';

/** Rows rendered beyond the visible ones on each side (smooth scrolling, focus moves). */
const OVERSCAN = 8;
/** The next page is asked for when the last visible row is this close to the end of what is loaded. */
const PREFETCH_ROWS = 30;

export interface TaskTableProps {
  tasks: readonly Task[];
  /** How many tasks match in all (the loaded pages hold `tasks`). */
  total: number;
  lookups: WorkLookups;
  hasMore: boolean;
  loadingMore: boolean;
  /** The rows are those of the previous filters while the new ones load. */
  refreshing?: boolean;
  onLoadMore: () => void;
}

const HEADERS = [
  { id: 'work.taskList.column.title', wide: false },
  { id: 'work.taskList.column.status', wide: false },
  { id: 'work.taskList.column.assignee', wide: false, narrowHidden: true },
  { id: 'work.taskList.column.stage', wide: true },
  { id: 'work.taskList.column.placement', wide: true },
  { id: 'work.taskList.column.estimate', wide: true },
  { id: 'work.taskList.column.complexity', wide: true },
  { id: 'work.taskList.column.due', wide: true },
  { id: 'work.taskList.column.forecast', wide: true },
] as const;

/**
 * The tasks as a table that renders only the rows in view (5,000 stay fast) and loads the next page
 * as the user scrolls near the end. One row link takes the Tab stop; ↑/↓ (and Home/End, Page Up/Down)
 * move focus between rows, Enter opens the task.
 */
export function TaskTable({ tasks, total, lookups, hasMore, loadingMore, refreshing = false, onLoadMore }: TaskTableProps) {
  const theme = useTheme();
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const forecast = useForecastIndex(useWorkspaceId());
  // The Tab stop follows its task, not its place: a task arriving above it does not move it.
  const [activeId, setActiveId] = useState<number | null>(null);
  const tasksRef = useRef(tasks);
  useLayoutEffect(() => {
    tasksRef.current = tasks;
  }, [tasks]);
  const focusPending = useRef(false);
  const count = tasks.length + (hasMore ? 1 : 0);

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => TASK_ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => tasks[index]?.id ?? 'more',
  });
  const items = virtualizer.getVirtualItems();
  const lastVisible = items.length > 0 ? items[items.length - 1].index : 0;

  useEffect(() => {
    if (hasMore && !loadingMore && lastVisible >= tasks.length - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastVisible, tasks.length, onLoadMore]);

  // Its task left the list (a filter, a live change): the first row takes the Tab stop.
  const found = activeId === null ? -1 : tasks.findIndex((task) => task.id === activeId);
  const current = found === -1 ? 0 : found;

  const moveTo = useCallback(
    (index: number) => {
      const list = tasksRef.current;
      const target = Math.max(0, Math.min(index, list.length - 1));
      if (!list[target]) return;
      focusPending.current = true;
      setActiveId(list[target].id);
      virtualizer.scrollToIndex(target, { align: 'auto' });
    },
    [virtualizer],
  );

  // After a keyboard move has rendered the row, focus its link.
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    const link = scroller.current?.querySelector<HTMLAnchorElement>(`[data-index="${current}"] a`);
    if (link) {
      focusPending.current = false;
      link.focus();
    }
  });

  const onLinkKeyDown = useCallback(
    (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
      const pageRows = Math.max(1, Math.floor((scroller.current?.clientHeight || TASK_ROW_HEIGHT * 10) / TASK_ROW_HEIGHT) - 1);
      const moves: Record<string, number> = {
        ArrowDown: index + 1,
        ArrowUp: index - 1,
        Home: 0,
        End: tasksRef.current.length - 1,
        PageDown: index + pageRows,
        PageUp: index - pageRows,
      };
      if (!(event.key in moves) || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      moveTo(moves[event.key]);
    },
    [moveTo],
  );
  const onLinkFocus = useCallback((index: number) => setActiveId(tasksRef.current[index]?.id ?? null), []);

  return (
    <div
      role="table"
      aria-label={intl.formatMessage({ id: 'work.taskList.tableLabel' })}
      aria-rowcount={total + 1}
      aria-busy={refreshing || undefined}
      css={{
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        overflow: 'hidden',
        opacity: refreshing ? 0.6 : 1,
        transition: 'opacity 120ms',
      }}
    >
      <div role="rowgroup">
        <div
          role="row"
          aria-rowindex={1}
          css={{
            ...taskRowGrid(theme),
            minHeight: 40,
            background: theme.colors.surface,
            borderBottom: `1px solid ${theme.colors.border}`,
            fontSize: theme.fontSizes.sm,
            fontWeight: 600,
          }}
        >
          {HEADERS.map((header) => (
            <div
              key={header.id}
              role="columnheader"
              css={{
                ...cellText,
                ...(header.wide ? wideOnly(theme) : {}),
                ...('narrowHidden' in header ? { [theme.breakpoints.mobile]: visuallyHidden } : {}),
              }}
            >
              <FormattedMessage id={header.id} />
            </div>
          ))}
        </div>
      </div>
      <div
        ref={scroller}
        role="rowgroup"
        data-task-scroller=""
        css={{ height: 'max(20rem, calc(100dvh - 22rem))', overflowY: 'auto', overscrollBehavior: 'contain', position: 'relative' }}
      >
        <div style={{ height: virtualizer.getTotalSize() }} css={{ position: 'relative' }}>
          {items.map((item) => {
            const task = tasks[item.index];
            if (!task) {
              return (
                <div
                  key={item.key}
                  role="row"
                  aria-rowindex={item.index + 2}
                  aria-busy="true"
                  style={{ transform: `translateY(${item.start}px)` }}
                  css={{ position: 'absolute', top: 0, left: 0, width: '100%', height: TASK_ROW_HEIGHT, padding: theme.space.sm }}
                >
                  <div role="cell">
                    <Skeleton height="1.25rem" width="60%" />
                    <span css={visuallyHidden}>
                      <FormattedMessage id="work.taskList.loadingMore" />
                    </span>
                  </div>
                </div>
              );
            }
            return (
              <TaskRow
                key={item.key}
                task={task}
                index={item.index}
                top={item.start}
                active={item.index === current}
                lookups={lookups}
                forecast={forecast}
                onLinkKeyDown={onLinkKeyDown}
                onLinkFocus={onLinkFocus}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
