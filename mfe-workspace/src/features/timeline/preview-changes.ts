import type { ForecastPreviewResponse } from '@stepwise/contracts';
import type { ForecastIndex } from '../../common/hooks/use-forecast-index';
import { daysBetween } from './timeline-range';

export interface PreviewChanges {
  /** Tasks whose dates would change. */
  moved: number;
  /** The task whose P50 would shift most, by whole days (later > 0). */
  largest: { taskId: number; userId: number; days: number } | null;
}

/** What a preview changes against the forecast shown now: for the sentence under the timeline. */
export function previewChanges(preview: ForecastPreviewResponse, current: ForecastIndex['tasks']): PreviewChanges {
  let largest: PreviewChanges['largest'] = null;
  for (const task of preview.tasks) {
    const before = current.get(task.task_id);
    if (!before) continue;
    const days = daysBetween(Date.parse(before.finish_p50), Date.parse(task.finish_p50));
    if (days !== 0 && (largest === null || Math.abs(days) > Math.abs(largest.days))) largest = { taskId: task.task_id, userId: task.user_id, days };
  }
  return { moved: preview.tasks.length, largest };
}
