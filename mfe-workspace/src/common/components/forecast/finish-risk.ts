import { localDayOf } from './forecast-instant';
import type { ForecastRisk } from './forecast-risk-style';

/**
 * A goal's risk against its due day, as the forecast judges a task's: overdue once the day has
 * passed, late when the likely finish (P50) falls after it, at risk when only P85 does. Days are the
 * viewer's, as the goal's own "overdue" is.
 */
export function finishRisk(dueOn: string, finishP50: string, finishP85: string, today: string): ForecastRisk {
  if (dueOn < today) return 'overdue';
  if (localDayOf(finishP50) > dueOn) return 'late';
  if (localDayOf(finishP85) > dueOn) return 'at_risk';
  return 'on_track';
}
