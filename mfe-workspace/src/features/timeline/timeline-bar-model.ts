import type { TaskForecastResponse } from '@stepwise/contracts';
import type { AppTheme } from '@stepwise/shared';

export type ForecastRisk = NonNullable<TaskForecastResponse['risk']>;

/** One task as the timeline draws it: its flow place and its forecast dates. */
export interface TimelineBarModel {
  taskId: number;
  userId: number;
  title: string;
  startMs: number;
  p50Ms: number;
  p85Ms: number;
  risk: ForecastRisk | null;
  dueOn: string | null;
  /** A queued task the viewer may move (not the one in progress). */
  movable: boolean;
}

/** The bar's colour says the risk; the tooltip says it in words. */
export function riskColor(theme: AppTheme, risk: ForecastRisk | null): string {
  if (risk === 'late' || risk === 'overdue') return theme.colors.danger;
  if (risk === 'at_risk') return theme.colors.warning;
  if (risk === 'on_track') return theme.colors.success;
  return theme.colors.primary;
}
