import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTheme } from '@emotion/react';
import {
  DndContext,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  closestCorners,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { visuallyHidden } from '@stepwise/shared';
import { TaskCard } from '../../common/components/task-card';
import { useForecastIndex } from '../../common/hooks/use-forecast-index';
import type { WorkLookups } from '../../common/hooks/use-work-lookups';
import { useWorkspaceId } from '../../common/hooks/use-workspace-id';
import { BoardColumnView } from './board-column';
import { keyboardTarget, locate, type BoardColumn, type BoardTarget, type KeyboardMove } from './board-columns';
import type { MoveChoice } from './move-menu';

export interface TaskBoardProps {
  columns: readonly BoardColumn[];
  lookups: WorkLookups;
  onMove: (current: readonly BoardColumn[], taskId: number, target: BoardTarget) => Promise<{ moved: boolean }>;
  /** Labels of some cards by task id (e.g. the tasks a sprint carried over). */
  notes?: ReadonlyMap<number, string>;
}

const SHIFT_MOVES: Record<string, KeyboardMove> = { ArrowLeft: 'previousStage', ArrowRight: 'nextStage', ArrowUp: 'up', ArrowDown: 'down' };

const cardLink = (taskId: number) => document.querySelector<HTMLAnchorElement>(`[data-task-card="${taskId}"] a`);

/**
 * The stages side by side (scrolling sideways, snapping on a phone), cards dragged between and within
 * them. Keyboard: arrows go from card to card, Shift+arrows move the focused card (to the previous or
 * next stage, up or down), and each card's "Move to…" menu does the same.
 */
export function TaskBoard({ columns, lookups, onMove, notes }: TaskBoardProps) {
  const theme = useTheme();
  const intl = useIntl();
  const hintId = useId();
  const forecast = useForecastIndex(useWorkspaceId());
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<number | null>(null);
  const latest = useRef(columns);
  useLayoutEffect(() => {
    latest.current = columns;
    // A card moved by keys lands in another column as a new element: focus follows it.
    if (refocus.current !== null) {
      const link = cardLink(refocus.current);
      if (link && document.activeElement !== link) link.focus();
      refocus.current = null;
    }
  }, [columns]);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
  );

  const titleOf = useCallback((taskId: number) => latest.current.flatMap((column) => column.tasks).find((task) => task.id === taskId)?.title ?? '', []);

  const moveAndTell = useCallback(
    (taskId: number, target: BoardTarget) => {
      const column = latest.current.find((candidate) => candidate.stage.id === target.stageId);
      if (!column) return;
      const count = column.tasks.filter((task) => task.id !== taskId).length + 1;
      refocus.current = taskId;
      setAnnouncement(
        intl.formatMessage(
          { id: 'work.taskBoard.moved' },
          { title: titleOf(taskId), stage: column.stage.name, position: Math.min(target.index, count - 1) + 1, count },
        ),
      );
      void onMove(latest.current, taskId, target);
    },
    [intl, onMove, titleOf],
  );

  const onCardKeyDown = useCallback(
    (event: KeyboardEvent<HTMLAnchorElement>, taskId: number) => {
      if (event.altKey || event.ctrlKey || event.metaKey || !(event.key in SHIFT_MOVES)) return;
      const current = latest.current;
      event.preventDefault();
      if (event.shiftKey) {
        const target = keyboardTarget(current, taskId, SHIFT_MOVES[event.key]);
        if (target) moveAndTell(taskId, target);
        return;
      }
      const from = locate(current, taskId);
      if (!from) return;
      let next: number | undefined;
      if (event.key === 'ArrowUp') next = current[from.column].tasks[from.index - 1]?.id;
      else if (event.key === 'ArrowDown') next = current[from.column].tasks[from.index + 1]?.id;
      else {
        const step = event.key === 'ArrowLeft' ? -1 : 1;
        for (let column = from.column + step; column >= 0 && column < current.length && next === undefined; column += step) {
          const tasks = current[column].tasks;
          next = tasks[Math.min(from.index, tasks.length - 1)]?.id;
        }
      }
      if (next !== undefined) cardLink(next)?.focus();
    },
    [moveAndTell],
  );

  const moveChoices = useCallback(
    (taskId: number): MoveChoice[] => {
      const current = latest.current;
      const from = locate(current, taskId);
      if (!from) return [];
      const choices: MoveChoice[] = [];
      const within = (move: KeyboardMove, id: string) => {
        const target = keyboardTarget(current, taskId, move);
        if (target) choices.push({ key: move, label: intl.formatMessage({ id }), choose: () => moveAndTell(taskId, target) });
      };
      within('up', 'work.taskBoard.move.up');
      within('down', 'work.taskBoard.move.down');
      current.forEach((column, index) => {
        if (index === from.column) return;
        choices.push({
          key: `stage-${column.stage.id}`,
          label: intl.formatMessage({ id: 'work.taskBoard.move.toStage' }, { stage: column.stage.name }),
          choose: () => moveAndTell(taskId, { stageId: column.stage.id, index: 0 }),
        });
      });
      return choices;
    },
    [intl, moveAndTell],
  );

  const onDragStart = useCallback((event: DragStartEvent) => setDragged(Number(event.active.id)), []);
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setDragged(null);
      if (!over) return;
      const taskId = Number(active.id);
      const current = latest.current;
      let target: BoardTarget | null = null;
      if (over.data.current?.type === 'stage') {
        const stageId = Number(over.data.current.stageId);
        target = { stageId, index: current.find((column) => column.stage.id === stageId)?.tasks.length ?? 0 };
      } else {
        const place = locate(current, Number(over.id));
        if (place) target = { stageId: current[place.column].stage.id, index: place.index };
      }
      if (target) void onMove(current, taskId, target);
    },
    [onMove],
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => intl.formatMessage({ id: 'work.taskBoard.drag.start' }, { title: titleOf(Number(active.id)) }),
    onDragOver: () => undefined,
    onDragEnd: ({ active }) => intl.formatMessage({ id: 'work.taskBoard.drag.end' }, { title: titleOf(Number(active.id)) }),
    onDragCancel: ({ active }) => intl.formatMessage({ id: 'work.taskBoard.drag.cancel' }, { title: titleOf(Number(active.id)) }),
  };
  const draggedTask = dragged === null ? undefined : columns.flatMap((column) => column.tasks).find((task) => task.id === dragged);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: intl.formatMessage({ id: 'work.taskBoard.keyboardHint' }) } }}
    >
      <p id={hintId} css={visuallyHidden}>
        <FormattedMessage id="work.taskBoard.keyboardHint" />
      </p>
      <p role="status" css={visuallyHidden}>
        {announcement}
      </p>
      <div
        data-board-columns=""
        css={{
          display: 'flex',
          gap: theme.space.md,
          alignItems: 'flex-start',
          overflowX: 'auto',
          paddingBottom: theme.space.sm,
          [theme.breakpoints.mobile]: { scrollSnapType: 'x mandatory', scrollPaddingInline: theme.space.xs },
        }}
      >
        {columns.map((column) => (
          <BoardColumnView
            key={column.stage.id}
            column={column}
            members={lookups.members}
            notes={notes}
            forecast={forecast}
            onCardKeyDown={onCardKeyDown}
            moveChoices={moveChoices}
            hintId={hintId}
          />
        ))}
      </div>
      <DragOverlay>
        {draggedTask ? (
          <TaskCard
            task={draggedTask}
            assignee={draggedTask.assignee_id === null ? undefined : lookups.members.get(draggedTask.assignee_id)}
            forecast={forecast}
            lifted
          />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
