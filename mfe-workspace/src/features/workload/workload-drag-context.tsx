import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { fullName } from '@stepwise/shared';
import { useIntl } from 'react-intl';
import type { Member } from '../../common/api/work-types';
import { cellId, neighbourCell, type WorkloadCellRef, type WorkloadChipDrag } from './workload-drag';

export interface WorkloadDragContextProps {
  /** The members in board order (rows), and the days shown (columns). */
  members: readonly Member[];
  days: readonly string[];
  /** A chip dropped on a member's day. */
  onDrop(chip: WorkloadChipDrag, target: WorkloadCellRef): void;
  children: ReactNode;
}

/** Space picks a chip up and drops it; Enter on a chip opens its task, as a click does. */
const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

function isCell(value: unknown): value is WorkloadCellRef {
  return (
    typeof value === 'object' && value !== null && typeof (value as WorkloadCellRef).userId === 'number' && typeof (value as WorkloadCellRef).date === 'string'
  );
}

/**
 * Drag and drop on the workload board. A pointer drops a chip on the cell under it. From the
 * keyboard the arrow keys go from cell to cell (a day left or right, a member up or down), whatever
 * their size on screen, and each cell reached is announced.
 */
export function WorkloadDragContext({ members, days, onDrop, children }: WorkloadDragContextProps) {
  const theme = useTheme();
  const intl = useIntl();
  const [dragged, setDragged] = useState<WorkloadChipDrag | null>(null);
  /** The cell a keyboard drag is over; null while a pointer drags. */
  const keyboardCell = useRef<WorkloadCellRef | null>(null);
  const board = useRef({ userIds: [] as number[], days });
  board.current = { userIds: members.map((member) => member.user_id), days };

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>((event, { context, currentCoordinates }) => {
    const from = keyboardCell.current;
    const next = from && neighbourCell(from, event.code, board.current.userIds, board.current.days);
    if (!next) return undefined;
    keyboardCell.current = next;
    const rect = context.droppableRects.get(cellId(next));
    const size = context.collisionRect;
    if (!rect || !size) return currentCoordinates;
    return { x: rect.left + (rect.width - size.width) / 2, y: rect.top + (rect.height - size.height) / 2 };
  }, []);
  const collisionDetection = useCallback<CollisionDetection>(
    (args) => (keyboardCell.current ? [{ id: cellId(keyboardCell.current) }] : pointerWithin(args)),
    [],
  );
  const keyboardOptions = useMemo(() => ({ keyboardCodes: KEYBOARD_CODES, coordinateGetter }), [coordinateGetter]);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, keyboardOptions),
  );

  const chipOf = (data: unknown) => data as WorkloadChipDrag;
  const cellName = (id: unknown) => {
    const [, userId, date] = String(id).split(':');
    const member = members.find((candidate) => candidate.user_id === Number(userId));
    return {
      name: member ? fullName(member) : '',
      date: intl.formatDate(`${date}T12:00:00Z`, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
    };
  };
  /** Whether the drag has been over another cell than its own: the start already said where it is. */
  const leftOrigin = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const chip = chipOf(active.data.current);
      return intl.formatMessage({ id: 'work.workload.drag.start' }, { title: chip.title, ...cellName(cellId(chip)) });
    },
    onDragOver: ({ active, over }) => {
      const chip = chipOf(active.data.current);
      if (!over || (!leftOrigin.current && over.id === cellId(chip))) return undefined;
      leftOrigin.current = true;
      return intl.formatMessage({ id: 'work.workload.drag.over' }, { title: chip.title, ...cellName(over.id) });
    },
    onDragEnd: ({ active, over }) =>
      intl.formatMessage(
        { id: over ? 'work.workload.drag.end' : 'work.workload.drag.cancel' },
        { title: chipOf(active.data.current).title, ...(over ? cellName(over.id) : {}) },
      ),
    onDragCancel: ({ active }) => intl.formatMessage({ id: 'work.workload.drag.cancel' }, { title: chipOf(active.data.current).title }),
  };

  const onDragStart = useCallback(({ active, activatorEvent }: DragStartEvent) => {
    const chip = chipOf(active.data.current);
    keyboardCell.current = activatorEvent instanceof KeyboardEvent ? { userId: chip.userId, date: chip.date } : null;
    leftOrigin.current = false;
    setDragged(chip);
  }, []);
  const finish = useCallback(() => {
    keyboardCell.current = null;
    setDragged(null);
  }, []);
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      finish();
      const target = over?.data.current;
      if (isCell(target)) onDrop(chipOf(active.data.current), target);
    },
    [finish, onDrop],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={finish}
      accessibility={{ announcements, screenReaderInstructions: { draggable: intl.formatMessage({ id: 'work.workload.hint' }) } }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <span
            css={{
              display: 'inline-block',
              fontSize: theme.fontSizes.sm,
              padding: `1px ${theme.space.xs}`,
              borderRadius: theme.radii.sm,
              border: `1px solid ${theme.colors.primary}`,
              background: theme.colors.background,
              boxShadow: '0 8px 24px rgb(0 0 0 / 0.15)',
              whiteSpace: 'nowrap',
              cursor: 'grabbing',
            }}
          >
            {dragged.title}
          </span>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
