import { memo, type DragEvent, type KeyboardEvent } from 'react';
import { useTheme } from '@emotion/react';
import type { WorkloadDay } from '@stepwise/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { durationMessage } from '../../common/tasks/minutes';
import { shadeKindOf, useShadeFills } from '../../common/schedule/day-shade';
import { dayLoad, OFF_REASON_MESSAGES } from './workload-status';

export interface WorkloadCellProps {
  userId: number;
  day: WorkloadDay;
  today: string;
  hintId: string;
  /** The task being moved, shown pressed. */
  movingTaskId: number | null;
  onChipKeyDown(userId: number, taskId: number, title: string, event: KeyboardEvent<HTMLButtonElement>): void;
  onChipDragStart(userId: number, taskId: number, title: string, event: DragEvent<HTMLButtonElement>): void;
  onDrop(userId: number, date: string): void;
  onOpen(taskId: number): void;
}

const hours = (minutes: number) => Math.round(minutes / 6) / 10;

/** One member's day: planned against capacity in hours with a bar, overload and idle in words, the day's tasks as chips. */
export const WorkloadCell = memo(function WorkloadCell({ userId, day, today, hintId, movingTaskId, onChipKeyDown, onChipDragStart, onDrop, onOpen }: WorkloadCellProps) {
  const theme = useTheme();
  const intl = useIntl();
  const fills = useShadeFills();
  const load = dayLoad(day, today);
  const shade = shadeKindOf({ date: day.date, working: day.capacity_minutes > 0, minutes: day.capacity_minutes, reason: day.reason });
  const share = day.capacity_minutes > 0 ? Math.min(1, day.planned_minutes / day.capacity_minutes) : day.planned_minutes > 0 ? 1 : 0;
  const offReason = OFF_REASON_MESSAGES[day.reason];
  const alarming = load === 'overload' || load === 'late';
  const statusColor = alarming ? theme.colors.danger : theme.colors.textMuted;

  return (
    <td
      data-date={day.date}
      data-load={load}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDrop(userId, day.date);
      }}
      css={{ verticalAlign: 'top', padding: theme.space.xs, borderBottom: `1px solid ${theme.colors.border}`, borderLeft: `1px solid ${theme.colors.border}`, minWidth: '7.5rem' }}
      style={shade ? { background: fills[shade] } : undefined}
    >
      <div css={{ display: 'grid', gap: '2px', fontSize: theme.fontSizes.sm }}>
        <span>
          <FormattedMessage id="work.workload.cell.hours" values={{ planned: hours(day.planned_minutes), capacity: hours(day.capacity_minutes) }} />
        </span>
        <span aria-hidden="true" css={{ display: 'block', height: '6px', borderRadius: theme.radii.sm, background: theme.colors.border, overflow: 'hidden' }}>
          <span css={{ display: 'block', height: '100%', background: alarming ? theme.colors.danger : theme.colors.primary }} style={{ width: `${share * 100}%` }} />
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
        {(day.tasks ?? []).map((piece) => {
          const duration = durationMessage(piece.minutes);
          const values = { title: piece.title, duration: intl.formatMessage({ id: duration.id }, duration.values) };
          const label = piece.late ? intl.formatMessage({ id: 'work.workload.chipLate' }, values) : intl.formatMessage({ id: 'work.workload.chip' }, values);
          return (
            <button
              key={piece.task_id}
              type="button"
              draggable
              data-task-chip={piece.task_id}
              aria-label={label}
              aria-describedby={hintId}
              aria-pressed={movingTaskId === piece.task_id}
              title={label}
              onClick={() => onOpen(piece.task_id)}
              onKeyDown={(event) => onChipKeyDown(userId, piece.task_id, piece.title, event)}
              onDragStart={(event) => onChipDragStart(userId, piece.task_id, piece.title, event)}
              css={{
                font: 'inherit',
                fontSize: theme.fontSizes.sm,
                textAlign: 'left',
                padding: `1px ${theme.space.xs}`,
                borderRadius: theme.radii.sm,
                border: `1px solid ${movingTaskId === piece.task_id ? theme.colors.primary : theme.colors.border}`,
                background: theme.colors.background,
                color: theme.colors.text,
                cursor: 'grab',
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
        })}
      </div>
    </td>
  );
});
