/** What a chart draws: one value per category (x) per series; uPlot (uplot-chart.tsx) draws it. */
export interface ChartSeries {
  label: string;
  values: ReadonlyArray<number | null>;
  /** Drawn dashed (a target such as the burndown's ideal line) rather than solid. */
  dashed?: boolean;
}

export interface ChartSpec {
  /** The label of each x position (a day, a sprint, a bucket). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** bars: grouped bars; lines: one line each; stacked: areas stacked in series order (cumulative flow). */
  kind: 'bars' | 'lines' | 'stacked';
}

/** Series colours, distinguishable for common colour blindness (Okabe–Ito). */
export const CHART_COLORS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'] as const;

export const chartColor = (index: number) => CHART_COLORS[index % CHART_COLORS.length]!;
