import { memo } from 'react';
import type { Task } from '../../api/work-types';
import type { ForecastIndex } from '../../hooks/use-forecast-index';
import { ForecastBand } from './forecast-band';
import { ForecastPlaceholder } from './forecast-placeholder';
import { NoEstimateForecast } from './no-estimate-forecast';

/**
 * A task's forecast where tasks are listed: its dates, "no estimate — no date" for an unestimated
 * flow task, a placeholder while the forecast loads; nothing for a finished or unassigned task (the
 * forecast has no date for them). One lookup in the page's index.
 */
export const TaskForecast = memo(function TaskForecast({ task, forecast }: { task: Task; forecast: ForecastIndex }) {
  if (task.state === 'finished' || task.assignee_id === null || forecast.failed) return null;
  if (!forecast.ready) return <ForecastPlaceholder />;
  if (forecast.unscored.has(task.id)) return <NoEstimateForecast />;
  const dates = forecast.tasks.get(task.id);
  if (!dates) return null;
  return <ForecastBand finishP50={dates.finish_p50} finishP85={dates.finish_p85} risk={dates.risk} assumesUnscored={dates.assumes_unscored} />;
});
