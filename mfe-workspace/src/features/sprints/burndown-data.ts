import type { ChartData } from '../../common/charts/chart-data';
import type { SprintDetail } from '../../api';

export interface BurndownLabels {
  start: string;
  remaining: string;
  ideal: string;
  day: (date: string) => string;
}

const hours = (minutes: number) => Math.round(minutes / 6) / 10;

/**
 * The burndown as chart data, in hours: a start point (the committed estimate), then one category
 * per working day of the sprint (non-working days are not categories, so the ideal line skips them);
 * the actual line stops at today.
 */
export function burndownChartData(sprint: Pick<SprintDetail, 'status' | 'committed_minutes' | 'burndown' | 'ideal'>, labels: BurndownLabels): ChartData {
  const actual = new Map(sprint.burndown.map((point) => [point.date, point.remaining_minutes]));
  const started = sprint.status !== 'future';
  return {
    categories: [labels.start, ...sprint.ideal.map((point) => labels.day(point.date))],
    series: [
      { key: 'remaining', label: labels.remaining, values: [started ? hours(sprint.committed_minutes) : null, ...sprint.ideal.map((point) => (actual.has(point.date) ? hours(actual.get(point.date)!) : null))] },
      { key: 'ideal', label: labels.ideal, values: [hours(sprint.committed_minutes), ...sprint.ideal.map((point) => hours(point.remaining_minutes))], dashed: true },
    ],
  };
}
