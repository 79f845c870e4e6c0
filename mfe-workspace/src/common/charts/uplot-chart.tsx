import { useEffect, useRef } from 'react';
import { useTheme } from '@emotion/react';
import type uPlot from 'uplot';
import { chartColor, type ChartSpec } from './chart-spec';

export interface UplotChartProps {
  spec: ChartSpec;
  /** What the chart shows, for screen readers (the table view has the numbers). */
  label: string;
  height?: number;
}

/** Stacked series as running sums, the top one first so each fill from zero shows its own band. */
function stackedData(spec: ChartSpec): { data: Array<Array<number | null>>; order: number[] } {
  const sums = spec.categories.map(() => 0);
  const levels = spec.series.map((series) => series.values.map((value, index) => (sums[index]! += value ?? 0)));
  const order = spec.series.map((_, index) => index).reverse();
  return { data: order.map((index) => levels[index]!), order };
}

function options(spec: ChartSpec, width: number, height: number, axisColor: string, uplot: typeof uPlot): uPlot.Options {
  const stacked = spec.kind === 'stacked';
  const order = stacked ? stackedData(spec).order : spec.series.map((_, index) => index);
  const bars = spec.kind === 'bars' ? uplot.paths.bars!({ size: [0.8 / Math.max(1, spec.series.length), 64], align: 0 }) : undefined;
  const axis = { stroke: axisColor, grid: { stroke: `${axisColor}33` }, ticks: { stroke: `${axisColor}55` } };
  return {
    width,
    height,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } },
    axes: [{ ...axis, values: (_u, ticks) => ticks.map((tick) => spec.categories[Math.round(tick)] ?? '') }, { ...axis }],
    series: [
      {},
      ...order.map((index, position) => {
        const color = chartColor(index);
        if (bars) return { label: spec.series[index]!.label, stroke: color, fill: color, paths: bars, points: { show: false } };
        return {
          label: spec.series[index]!.label,
          stroke: color,
          width: 2,
          dash: spec.series[index]!.dashed ? [6, 4] : undefined,
          fill: stacked ? color : undefined,
          points: { show: spec.categories.length < 40 && position >= 0 && !stacked },
        };
      }),
    ],
  };
}

/**
 * A chart drawn by uPlot, which loads (its own chunk) only when a chart is shown. Marks the host
 * `data-chart-drawn` once the canvas is painted, for tests and the render benchmark.
 */
export function UplotChart({ spec, label, height = 280 }: UplotChartProps) {
  const theme = useTheme();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    let chart: uPlot | undefined;
    let cancelled = false;
    element.removeAttribute('data-chart-drawn');
    void import('uplot').then(({ default: uplot }) => {
      if (cancelled) return;
      const width = Math.max(320, element.clientWidth || 640);
      const x = spec.categories.map((_, index) => index);
      const ys = spec.kind === 'stacked' ? stackedData(spec).data : spec.series.map((series) => [...series.values]);
      const opts = options(spec, width, height, theme.colors.text, uplot);
      opts.hooks = { draw: [() => element.setAttribute('data-chart-drawn', '')] };
      chart = new uplot(opts, [x, ...ys] as uPlot.AlignedData, element);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [spec, height, theme.colors.text]);
  return <div ref={host} role="img" aria-label={label} data-uplot-chart="" css={{ minHeight: height, width: '100%', overflow: 'hidden' }} />;
}
