import { memo, type KeyboardEvent } from 'react';
import { useTheme } from '@emotion/react';
import { useDraggable } from '@dnd-kit/core';
import type { WorkloadPiece } from '@stepwise/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { durationMessage } from '../../common/tasks/minutes';
import { chipId, type WorkloadChipDrag } from './workload-drag';

export interface WorkloadChipProps {
  userId: number;
  date: string;
  piece: WorkloadPiece;
  hintId: string;
  /** Whether the viewer may move this member's tasks. */
  movable: boolean;
  /** The task being moved, shown pressed. */
  moving: boolean;
  onKeyDown(userId: number, taskId: number, title: string, event: KeyboardEvent<HTMLButtonElement>): void;
  onOpen(taskId: number): void;
}

/** A task's share of a day: opens the task, and is dragged (pointer, touch, or Space and the arrow keys) to another day or member. */
export const WorkloadChip = memo(function WorkloadChip({ userId, date, piece, hintId, movable, moving, onKeyDown, onOpen }: WorkloadChipProps) {
  const theme = useTheme();
  const intl = useIntl();
  const drag: WorkloadChipDrag = { userId, date, taskId: piece.task_id, title: piece.title };
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: chipId(drag), data: drag, disabled: !movable });
  const duration = durationMessage(piece.minutes);
  const values = { title: piece.title, duration: intl.formatMessage({ id: duration.id }, duration.values) };
  const label = piece.late ? intl.formatMessage({ id: 'work.workload.chipLate' }, values) : intl.formatMessage({ id: 'work.workload.chip' }, values);
  return (
    <button
      ref={setNodeRef}
      type="button"
      data-task-chip={piece.task_id}
      aria-label={label}
      aria-describedby={hintId}
      aria-pressed={moving}
      title={label}
      {...listeners}
      onClick={() => onOpen(piece.task_id)}
      onKeyDown={(event) => {
        // While the chip is carried its keys are the drag's (arrows, Space, Enter, Escape).
        if (isDragging) return;
        onKeyDown(userId, piece.task_id, piece.title, event);
        if (!event.defaultPrevented) listeners?.onKeyDown?.(event);
      }}
      css={{
        font: 'inherit',
        fontSize: theme.fontSizes.sm,
        textAlign: 'left',
        padding: `1px ${theme.space.xs}`,
        borderRadius: theme.radii.sm,
        border: `1px solid ${moving ? theme.colors.primary : theme.colors.border}`,
        background: theme.colors.background,
        color: theme.colors.text,
        cursor: movable ? 'grab' : 'pointer',
        opacity: isDragging ? 0.5 : undefined,
        touchAction: movable ? 'none' : undefined,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        maxWidth: '10rem',
      }}
    >
      {piece.late && <span aria-hidden="true">⚠ </span>}
      {piece.title} · <FormattedMessage id={duration.id} values={duration.values} />
    </button>
  );
});
