import { memo, type KeyboardEvent } from 'react';
import { useTheme } from '@emotion/react';
import { useDroppable } from '@dnd-kit/core';
import type { WorkloadDay } from '@stepwise/contracts';
import { FormattedMessage } from 'react-intl';
import { shadeKindOf, useShadeFills } from '../../common/schedule/day-shade';
import { WorkloadChip } from './workload-chip';
import { cellId } from './workload-drag';
import { dayLoad, OFF_REASON_MESSAGES } from './workload-status';

export interface WorkloadCellProps {
  userId: number;
  day: WorkloadDay;
  today: string;
  hintId: string;
  /** The task being moved, shown pressed. */
  movingTaskId: number | null;
  /** Whether the viewer may move this member's tasks. */
  movable: boolean;
  onChipKeyDown(userId: number, taskId: number, title: string, event: KeyboardEvent<HTMLButtonElement>): void;
  onOpen(taskId: number): void;
}

const hours = (minutes: number) => Math.round(minutes / 6) / 10;

/** One member's day: planned against capacity in hours with a bar, overload and idle in words, the day's tasks as chips. */
export const WorkloadCell = memo(function WorkloadCell({ userId, day, today, hintId, movingTaskId, movable, onChipKeyDown, onOpen }: WorkloadCellProps) {
  const theme = useTheme();
  const { setNodeRef, isOver } = useDroppable({ id: cellId({ userId, date: day.date }), data: { userId, date: day.date } });
  const fills = useShadeFills();
  const load = dayLoad(day, today);
  const shade = shadeKindOf({ date: day.date, working: day.capacity_minutes > 0, minutes: day.capacity_minutes, reason: day.reason });
  const share = day.capacity_minutes > 0 ? Math.min(1, day.planned_minutes / day.capacity_minutes) : day.planned_minutes > 0 ? 1 : 0;
  const offReason = OFF_REASON_MESSAGES[day.reason];
  const alarming = load === 'overload' || load === 'late';
  const statusColor = alarming ? theme.colors.danger : theme.colors.textMuted;

  return (
    <td
      ref={setNodeRef}
      data-date={day.date}
      data-load={load}
      data-drop-target={isOver ? '' : undefined}
      css={{
        verticalAlign: 'top',
        padding: theme.space.xs,
        borderBottom: `1px solid ${theme.colors.border}`,
        borderLeft: `1px solid ${theme.colors.border}`,
        minWidth: '7.5rem',
      }}
      style={{ background: shade ? fills[shade] : undefined, outline: isOver ? `2px solid ${theme.colors.primary}` : undefined, outlineOffset: '-2px' }}
    >
      <div css={{ display: 'grid', gap: '2px', fontSize: theme.fontSizes.sm }}>
        <span>
          <FormattedMessage id="work.workload.cell.hours" values={{ planned: hours(day.planned_minutes), capacity: hours(day.capacity_minutes) }} />
        </span>
        <span aria-hidden="true" css={{ display: 'block', height: '6px', borderRadius: theme.radii.sm, background: theme.colors.border, overflow: 'hidden' }}>
          <span
            css={{ display: 'block', height: '100%', background: alarming ? theme.colors.danger : theme.colors.primary }}
            style={{ width: `${share * 100}%` }}
          />
        </span>
        {/* One line always kept for the status, so a change of it does not move the chips. */}
        <span css={{ minHeight: '1.4em', color: statusColor, fontWeight: alarming ? 600 : undefined }} title={day.name}>
          {load === 'overload' && (
            <>
              <span aria-hidden="true">⚠ </span>
              <FormattedMessage id="work.workload.status.overload" />
            </>
          )}
          {load === 'late' && (
            <>
              <span aria-hidden="true">⚠ </span>
              <FormattedMessage id="work.workload.status.late" />
            </>
          )}
          {load === 'idle' && (
            <>
              <span aria-hidden="true">○ </span>
              <FormattedMessage id="work.workload.status.idle" />
            </>
          )}
          {!alarming && load !== 'idle' && day.reason === 'shortened' && <FormattedMessage id="work.workload.reason.shortened" />}
          {load === 'off' && offReason && <FormattedMessage id={offReason} />}
        </span>
        {(day.tasks ?? []).map((piece) => (
          <WorkloadChip
            key={piece.task_id}
            userId={userId}
            date={day.date}
            piece={piece}
            hintId={hintId}
            movable={movable}
            moving={movingTaskId === piece.task_id}
            onKeyDown={onChipKeyDown}
            onOpen={onOpen}
          />
        ))}
      </div>
    </td>
  );
});
