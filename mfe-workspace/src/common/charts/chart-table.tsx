import { useTheme } from '@emotion/react';
import type { ChartData } from './chart-data';

export interface ChartTableProps {
  data: ChartData;
  caption: string;
  categoryHeader: string;
  formatValue: (value: number) => string;
}

/** The chart's points as a table: one row per category, one column per series (a dash where a series has no value). */
export function ChartTable({ data, caption, categoryHeader, formatValue }: ChartTableProps) {
  const theme = useTheme();
  const cell = { padding: `${theme.space.xs} ${theme.space.sm}`, borderBottom: `1px solid ${theme.colors.border}`, textAlign: 'left' as const };
  return (
    <div css={{ overflowX: 'auto' }}>
      <table css={{ borderCollapse: 'collapse', minWidth: '20rem', fontVariantNumeric: 'tabular-nums' }}>
        <caption css={{ textAlign: 'left', fontWeight: 600, paddingBottom: theme.space.xs }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" css={cell}>
              {categoryHeader}
            </th>
            {data.series.map((series) => (
              <th key={series.key} scope="col" css={cell}>
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.categories.map((category, index) => (
            <tr key={category}>
              <th scope="row" css={{ ...cell, fontWeight: 400 }}>
                {category}
              </th>
              {data.series.map((series) => {
                const value = series.values[index];
                return (
                  <td key={series.key} css={cell}>
                    {value == null ? '—' : formatValue(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
