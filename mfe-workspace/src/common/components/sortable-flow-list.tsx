import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { visuallyHidden } from '@stepwise/shared';
import { useIntl } from 'react-intl';
import type { Task } from '../api/work-types';
import type { ForecastIndex } from '../hooks/use-forecast-index';
import type { WorkLookups } from '../hooks/use-work-lookups';
import { flowMove, type FlowMove } from '../tasks/flow-move';
import { FlowTaskRow } from './flow-task-row';

export interface SortableFlowListProps {
  /** The queue: the member's unfinished tasks after the one in progress, in flow order. */
  tasks: readonly Task[];
  workspaceId: number;
  lookups: WorkLookups;
  /** The workspace's forecast: each row shows its task's dates. */
  forecast: ForecastIndex;
  /** Whether the viewer may reorder this flow (the member, or an admin). */
  canReorder: boolean;
  onMove: (move: FlowMove) => void;
  /** The list's accessible name. */
  label: string;
  /** A stable callback (rows are memoized). */
  renderActions?: (task: Task) => ReactNode;
  /** Lists the assignee on each row. */
  showAssignee?: boolean;
}

interface RowProps {
  task: Task;
  index: number;
  workspaceId: number;
  lookups: WorkLookups;
  forecast: ForecastIndex;
  canReorder: boolean;
  onKeyMove: (index: number, by: -1 | 1) => void;
  renderActions?: (task: Task) => ReactNode;
  showAssignee: boolean;
}

const SortableRow = memo(function SortableRow({ task, index, workspaceId, lookups, forecast, canReorder, onKeyMove, renderActions, showAssignee }: RowProps) {
  const theme = useTheme();
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: task.id, disabled: !canReorder });
  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (!canReorder || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onKeyMove(index, event.key === 'ArrowUp' ? -1 : 1);
  }
  const handle = canReorder ? (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      data-flow-handle={task.id}
      aria-label={intl.formatMessage({ id: 'work.flow.moveHandle' }, { title: task.title })}
      css={{
        flex: 'none',
        minWidth: 44,
        minHeight: 44,
        border: 0,
        borderRadius: theme.radii.sm,
        background: 'transparent',
        color: theme.colors.textMuted,
        cursor: 'grab',
        touchAction: 'none',
        fontSize: theme.fontSizes.lg,
      }}
    >
      <span aria-hidden="true">⋮⋮</span>
    </button>
  ) : undefined;
  return (
    <li
      ref={setNodeRef}
      onKeyDown={onKeyDown}
      aria-label={task.title}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      css={{
        listStyle: 'none',
        padding: theme.space.sm,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        background: theme.colors.background,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? '0 8px 24px rgb(0 0 0 / 0.15)' : undefined,
      }}
    >
      <FlowTaskRow
        task={task}
        workspaceId={workspaceId}
        goal={task.goal_id === null ? undefined : lookups.goals.get(task.goal_id)}
        project={task.project_id === null ? undefined : lookups.projects.get(task.project_id)}
        assignee={showAssignee && task.assignee_id !== null ? lookups.members.get(task.assignee_id) : undefined}
        forecast={forecast}
        leading={handle}
        actions={renderActions?.(task)}
      />
    </li>
  );
});

/**
 * A member's queue in flow order, reordered by dragging a row's handle, by the handle with the
 * keyboard (Space, arrows, Space) or by Alt+↑ / Alt+↓ on any part of a row. Each move is one call
 * (the task and the one it now follows).
 */
export function SortableFlowList({
  tasks,
  workspaceId,
  lookups,
  forecast,
  canReorder,
  onMove,
  label,
  renderActions,
  showAssignee = false,
}: SortableFlowListProps) {
  const theme = useTheme();
  const intl = useIntl();
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks]);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = useCallback((id: unknown) => tasks.find((task) => task.id === id)?.title ?? '', [tasks]);
  const positionOf = useCallback((id: unknown) => ids.indexOf(id as number) + 1, [ids]);

  const commit = useCallback(
    (move: FlowMove | null) => {
      if (!move) return;
      refocus.current = move.taskId;
      setAnnouncement(
        intl.formatMessage({ id: 'work.flow.moved' }, { title: titleOf(move.taskId), position: move.order.indexOf(move.taskId) + 1, count: move.order.length }),
      );
      onMove(move);
    },
    [intl, onMove, titleOf],
  );

  const onKeyMove = useCallback((index: number, by: -1 | 1) => commit(flowMove(ids, index, index + by)), [commit, ids]);

  // A row moved by keys keeps the focus on its handle, wherever the list put it.
  useEffect(() => {
    if (refocus.current === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-flow-handle="${refocus.current}"]`)?.focus();
    refocus.current = null;
  }, [ids]);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    commit(flowMove(ids, ids.indexOf(active.id as number), ids.indexOf(over.id as number)));
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      intl.formatMessage({ id: 'work.flow.drag.start' }, { title: titleOf(active.id), position: positionOf(active.id), count: ids.length }),
    onDragOver: ({ active, over }) =>
      over ? intl.formatMessage({ id: 'work.flow.drag.over' }, { title: titleOf(active.id), position: positionOf(over.id), count: ids.length }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? intl.formatMessage({ id: 'work.flow.drag.end' }, { title: titleOf(active.id), position: positionOf(over.id), count: ids.length }) : undefined,
    onDragCancel: ({ active }) => intl.formatMessage({ id: 'work.flow.drag.cancel' }, { title: titleOf(active.id) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: intl.formatMessage({ id: 'work.flow.drag.instructions' }) } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol ref={listRef} aria-label={label} css={{ margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
          {tasks.map((task, index) => (
            <SortableRow
              key={task.id}
              task={task}
              index={index}
              workspaceId={workspaceId}
              lookups={lookups}
              forecast={forecast}
              canReorder={canReorder}
              onKeyMove={onKeyMove}
              renderActions={renderActions}
              showAssignee={showAssignee}
            />
          ))}
        </ol>
      </SortableContext>
      <p role="status" css={visuallyHidden}>
        {announcement}
      </p>
    </DndContext>
  );
}
