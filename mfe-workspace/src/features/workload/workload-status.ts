import type { WorkloadDay } from '@stepwise/contracts';

export type DayLoad = 'overload' | 'late' | 'idle' | 'normal' | 'off';

/**
 * How a day reads: overloaded (more work placed than working time), late (it holds work the
 * forecast finishes after its due date: the member has more than fits before it — the forecast
 * never places more than the working time, so this is how a full queue shows), idle (working time
 * and no work, from today on), off (no working time), or normal.
 */
export function dayLoad(day: WorkloadDay, today: string): DayLoad {
  if (day.capacity_minutes === 0) return day.planned_minutes > 0 ? 'overload' : 'off';
  if (day.planned_minutes > day.capacity_minutes) return 'overload';
  if ((day.tasks ?? []).some((piece) => piece.late)) return 'late';
  if (day.planned_minutes === 0 && day.date >= today) return 'idle';
  return 'normal';
}

/** The message of a non-working day's reason. */
export const OFF_REASON_MESSAGES: Partial<Record<WorkloadDay['reason'], string>> = {
  weekend: 'work.workload.reason.weekend',
  holiday: 'work.workload.reason.holiday',
  transfer: 'work.workload.reason.transfer',
  workspace_holiday: 'work.workload.reason.workspace_holiday',
  day_off: 'work.workload.reason.day_off',
  no_hours: 'work.workload.reason.no_hours',
};
