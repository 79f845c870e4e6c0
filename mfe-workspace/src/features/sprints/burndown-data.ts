import type { ChartPanelProps } from '../../common/charts/chart-panel';
import type { SprintDetail } from './sprints-api';

export interface BurndownLabels {
  start: string;
  /** The header of the day column in the table and the CSV. */
  dayHeader: string;
  remaining: string;
  ideal: string;
  day: (date: string) => string;
}

/** What the burndown's chart panel draws, shows as a table and exports. */
export type BurndownChart = Pick<ChartPanelProps, 'spec' | 'table'>;

const hours = (minutes: number) => Math.round(minutes / 6) / 10;

/**
 * The burndown in hours: a start point (the committed estimate), then one category per working day
 * of the sprint (non-working days are not categories, so the ideal line skips them); the actual line
 * stops at today. The table (and CSV) holds the same points, one row per category.
 */
export function burndownChart(sprint: Pick<SprintDetail, 'status' | 'committed_minutes' | 'burndown' | 'ideal'>, labels: BurndownLabels): BurndownChart {
  const actual = new Map(sprint.burndown.map((point) => [point.date, point.remaining_minutes]));
  const started = sprint.status !== 'future';
  const categories = [labels.start, ...sprint.ideal.map((point) => labels.day(point.date))];
  const remaining = [
    started ? hours(sprint.committed_minutes) : null,
    ...sprint.ideal.map((point) => (actual.has(point.date) ? hours(actual.get(point.date)!) : null)),
  ];
  const ideal = [hours(sprint.committed_minutes), ...sprint.ideal.map((point) => hours(point.remaining_minutes))];
  return {
    spec: {
      kind: 'lines',
      categories,
      series: [
        { label: labels.remaining, values: remaining },
        { label: labels.ideal, values: ideal, dashed: true },
      ],
    },
    table: {
      columns: [labels.dayHeader, labels.remaining, labels.ideal],
      rows: categories.map((category, index) => [category, remaining[index]!, ideal[index]!]),
    },
  };
}
