import { useTheme } from '@emotion/react';
import { chartMax, type ChartData } from './chart-data';

export interface LineChartProps {
  data: ChartData;
  /** The chart's accessible name (the table view carries the numbers). */
  label: string;
  formatValue: (value: number) => string;
  height?: number;
}

const WIDTH = 640;
const PAD = { top: 12, right: 16, bottom: 28, left: 56 };
const STROKES = ['primary', 'textMuted', 'success', 'danger'] as const;

/**
 * A line chart drawn as inline SVG, scaled to its container: one line per series over the
 * categories (evenly spaced, so days left out of the categories take no room), a y axis from 0, and
 * a legend. The numbers are for the eye; the table view beside it (ChartFigure) is the accessible one.
 */
export function LineChart({ data, label, formatValue, height = 240 }: LineChartProps) {
  const theme = useTheme();
  const max = chartMax(data) || 1;
  const count = data.categories.length;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = height - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (count <= 1 ? innerWidth / 2 : (index * innerWidth) / (count - 1));
  const y = (value: number) => PAD.top + innerHeight - (value / max) * innerHeight;
  const ticks = [0, max / 2, max];
  const labelEvery = Math.max(1, Math.ceil(count / 8));
  const colors = theme.colors as unknown as Record<string, string>;
  return (
    <div css={{ display: 'grid', gap: theme.space.xs }}>
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${height}`} css={{ width: '100%', height: 'auto', maxHeight: height, overflow: 'visible' }}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke={theme.colors.border} strokeWidth={1} />
            <text x={PAD.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={11} fill={theme.colors.textMuted}>
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {data.categories.map((category, index) =>
          index % labelEvery === 0 || index === count - 1 ? (
            <text key={category} x={x(index)} y={height - 8} textAnchor="middle" fontSize={11} fill={theme.colors.textMuted}>
              {category}
            </text>
          ) : null,
        )}
        {data.series.map((series, seriesIndex) => {
          const points = series.values.flatMap((value, index) => (value === null ? [] : [`${x(index)},${y(value)}`]));
          const stroke = colors[STROKES[seriesIndex % STROKES.length]!] ?? theme.colors.text;
          return (
            <g key={series.key} data-series={series.key}>
              <polyline points={points.join(' ')} fill="none" stroke={stroke} strokeWidth={2} strokeDasharray={series.dashed ? '6 4' : undefined} />
              {points.map((point) => {
                const [cx, cy] = point.split(',');
                return <circle key={point} cx={cx} cy={cy} r={3} fill={stroke} />;
              })}
            </g>
          );
        })}
      </svg>
      <ul aria-hidden="true" css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, margin: 0, padding: 0, listStyle: 'none', fontSize: theme.fontSizes.sm }}>
        {data.series.map((series, seriesIndex) => (
          <li key={series.key} css={{ display: 'flex', alignItems: 'center', gap: theme.space.xs }}>
            <svg width={24} height={8} aria-hidden="true">
              <line x1={0} x2={24} y1={4} y2={4} stroke={colors[STROKES[seriesIndex % STROKES.length]!] ?? theme.colors.text} strokeWidth={2} strokeDasharray={series.dashed ? '6 4' : undefined} />
            </svg>
            {series.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
