import type { WorkloadDay } from '@stepwise/contracts';

export type DayLoad = 'overload' | 'idle' | 'normal' | 'off';

/**
 * How a day reads: overloaded (more work placed than working time), idle (working time and no
 * work, from today on), off (no working time), or normal.
 */
export function dayLoad(day: WorkloadDay, today: string): DayLoad {
  if (day.capacity_minutes === 0) return day.planned_minutes > 0 ? 'overload' : 'off';
  if (day.planned_minutes > day.capacity_minutes) return 'overload';
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
