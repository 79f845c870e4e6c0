import type { AccuracyReport, AccuracyStats, FlowReport, TimeReport, TimeReportGroup, VelocityReport } from '@stepwise/contracts';
import type { IntlShape } from 'react-intl';
import type { ChartPanelProps } from '../../common/charts/chart-panel';

/** One chart of a report: its title, what it draws and its table (also the CSV). */
export type ReportChart = Omit<ChartPanelProps, 'fileName'> & { key: string };

/** Minutes as hours with one decimal, the unit of every table and export. */
export const hours = (minutes: number) => Math.round(minutes / 6) / 10;

/** A `YYYY-MM-DD` day as a short local date for an axis ("3 мар."). */
export function shortDay(intl: IntlShape, day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return intl.formatDate(new Date(year!, month! - 1, date), { day: 'numeric', month: 'short' });
}

export function velocityCharts(data: VelocityReport, intl: IntlShape): ReportChart[] {
  const sprint = (number: number) => intl.formatMessage({ id: 'work.reports.velocity.sprint' }, { number });
  const committed = intl.formatMessage({ id: 'work.reports.velocity.committedHours' });
  const done = intl.formatMessage({ id: 'work.reports.velocity.doneHours' });
  return [
    {
      key: 'velocity',
      title: intl.formatMessage({ id: 'work.reports.velocity.title' }),
      spec: {
        kind: 'bars',
        categories: data.sprints.map((row) => sprint(row.number)),
        series: [
          { label: committed, values: data.sprints.map((row) => hours(row.committed_minutes)) },
          { label: done, values: data.sprints.map((row) => hours(row.done_minutes)) },
        ],
      },
      table: {
        columns: [
          intl.formatMessage({ id: 'work.reports.column.sprint' }),
          intl.formatMessage({ id: 'work.reports.column.from' }),
          intl.formatMessage({ id: 'work.reports.column.to' }),
          intl.formatMessage({ id: 'work.reports.velocity.committedTasks' }),
          committed,
          intl.formatMessage({ id: 'work.reports.velocity.doneTasks' }),
          done,
        ],
        rows: data.sprints.map((row) => [
          sprint(row.number),
          row.starts_on,
          row.ends_on,
          row.committed_count,
          hours(row.committed_minutes),
          row.done_count,
          hours(row.done_minutes),
        ]),
      },
    },
  ];
}

/** Bucket labels from the edges: "< 0.5", "0.5–0.75", …, "≥ 3". */
export function bucketLabels(edges: readonly number[]): string[] {
  return [`< ${edges[0]}`, ...edges.slice(1).map((edge, index) => `${edges[index]}–${edge}`), `≥ ${edges.at(-1)}`];
}

function statsChart(key: string, title: string, groups: ReadonlyArray<{ label: string; stats: AccuracyStats }>, intl: IntlShape): ReportChart {
  const median = intl.formatMessage({ id: 'work.reports.accuracy.median' });
  const p90 = intl.formatMessage({ id: 'work.reports.accuracy.p90' });
  return {
    key,
    title,
    spec: {
      kind: 'bars',
      categories: groups.map((group) => group.label),
      series: [
        { label: median, values: groups.map((group) => group.stats.median) },
        { label: p90, values: groups.map((group) => group.stats.p90) },
      ],
    },
    table: {
      columns: [
        intl.formatMessage({ id: 'work.reports.column.group' }),
        intl.formatMessage({ id: 'work.reports.column.tasks' }),
        intl.formatMessage({ id: 'work.reports.accuracy.p25' }),
        median,
        intl.formatMessage({ id: 'work.reports.accuracy.p75' }),
        p90,
      ],
      rows: groups.map(({ label, stats }) => [label, stats.count, stats.p25, stats.median, stats.p75, stats.p90]),
    },
  };
}

export function accuracyCharts(data: AccuracyReport, intl: IntlShape): ReportChart[] {
  const tasks = intl.formatMessage({ id: 'work.reports.column.tasks' });
  const labels = bucketLabels(data.bucket_edges);
  const complexity = (value: number | null) =>
    value === null
      ? intl.formatMessage({ id: 'work.reports.accuracy.noComplexity' })
      : intl.formatMessage({ id: 'work.reports.accuracy.complexity' }, { value });
  return [
    {
      key: 'histogram',
      title: intl.formatMessage({ id: 'work.reports.accuracy.histogram' }),
      spec: { kind: 'bars', categories: labels, series: [{ label: tasks, values: data.overall.buckets }] },
      table: {
        columns: [intl.formatMessage({ id: 'work.reports.accuracy.ratio' }), tasks],
        rows: labels.map((label, index) => [label, data.overall.buckets[index] ?? 0]),
      },
    },
    statsChart(
      'members',
      intl.formatMessage({ id: 'work.reports.accuracy.byMember' }),
      data.members.map((row) => ({ label: row.name, stats: row })),
      intl,
    ),
    statsChart(
      'complexities',
      intl.formatMessage({ id: 'work.reports.accuracy.byComplexity' }),
      data.complexities.map((row) => ({ label: complexity(row.complexity), stats: row })),
      intl,
    ),
  ];
}

const NONE: Record<TimeReportGroup, string> = {
  member: 'work.reports.time.none.member',
  goal: 'work.reports.time.none.goal',
  sphere: 'work.reports.time.none.sphere',
  project: 'work.reports.time.none.project',
};

export function timeCharts(data: TimeReport, intl: IntlShape): ReportChart[] {
  const hoursLabel = intl.formatMessage({ id: 'work.reports.column.hours' });
  const name = (row: TimeReport['groups'][number]) => row.name ?? intl.formatMessage({ id: NONE[data.group_by] });
  const perDay = data.days.map((_, index) => data.groups.reduce((sum, row) => sum + (row.per_day[index] ?? 0), 0));
  return [
    {
      key: 'groups',
      title: intl.formatMessage({ id: 'work.reports.time.byGroup' }),
      spec: { kind: 'bars', categories: data.groups.map(name), series: [{ label: hoursLabel, values: data.groups.map((row) => hours(row.minutes)) }] },
      table: {
        columns: [intl.formatMessage({ id: 'work.reports.column.group' }), hoursLabel, intl.formatMessage({ id: 'work.reports.column.share' })],
        rows: data.groups.map((row) => [name(row), hours(row.minutes), data.total_minutes ? Math.round((row.minutes / data.total_minutes) * 1000) / 10 : 0]),
      },
    },
    {
      key: 'days',
      title: intl.formatMessage({ id: 'work.reports.time.byDay' }),
      spec: { kind: 'bars', categories: data.days.map((day) => shortDay(intl, day)), series: [{ label: hoursLabel, values: perDay.map(hours) }] },
      table: {
        columns: [intl.formatMessage({ id: 'work.reports.column.day' }), hoursLabel],
        rows: data.days.map((day, index) => [day, hours(perDay[index]!)]),
      },
    },
  ];
}

export function flowCharts(data: FlowReport, intl: IntlShape): ReportChart[] {
  return [
    {
      key: 'flow',
      title: intl.formatMessage({ id: 'work.reports.flow.title' }),
      spec: {
        kind: 'stacked',
        categories: data.days.map((day) => shortDay(intl, day)),
        series: data.stages.map((stage) => ({ label: stage.name, values: stage.counts })),
      },
      table: {
        columns: [intl.formatMessage({ id: 'work.reports.column.day' }), ...data.stages.map((stage) => stage.name)],
        rows: data.days.map((day, index) => [day, ...data.stages.map((stage) => stage.counts[index] ?? 0)]),
      },
    },
  ];
}

/** Whether a report has nothing to draw. */
export const emptyReport = {
  velocity: (data: VelocityReport) => data.sprints.every((row) => row.committed_count === 0),
  accuracy: (data: AccuracyReport) => data.overall.count === 0,
  time: (data: TimeReport) => data.total_minutes === 0,
  flow: (data: FlowReport) => data.stages.every((stage) => stage.counts.every((count) => count === 0)),
};
