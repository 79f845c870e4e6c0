/** A line of a chart: one value per category (null where it has none, e.g. days still to come). */
export interface ChartSeries {
  key: string;
  label: string;
  values: ReadonlyArray<number | null>;
  /** Drawn dashed (a target, a forecast) rather than solid. */
  dashed?: boolean;
}

/** What a chart shows, whatever draws it: the categories along x (in order) and the lines. */
export interface ChartData {
  /** The x labels as the table and the CSV write them. */
  categories: readonly string[];
  series: readonly ChartSeries[];
}

function csvCell(value: string): string {
  return /[",\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The chart's points as CSV: a header row (the category column, then each series), one row per category; empty cells where a series has no value. */
export function chartCsv(data: ChartData, categoryHeader: string): string {
  const rows = [[categoryHeader, ...data.series.map((series) => series.label)]];
  data.categories.forEach((category, index) => rows.push([category, ...data.series.map((series) => (series.values[index] == null ? '' : String(series.values[index])))]));
  return rows.map((row) => row.map(csvCell).join(',')).join('\n') + '\n';
}

/** The largest value of every series (0 when none), for the y scale. */
export function chartMax(data: ChartData): number {
  return data.series.reduce((max, series) => series.values.reduce<number>((inner, value) => (value !== null && value > inner ? value : inner), max), 0);
}
