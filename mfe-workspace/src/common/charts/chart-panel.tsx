import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { chartColor, type ChartSpec } from './chart-spec';
import type { CsvCell } from '@stepwise/contracts/rules';
import { CsvButton } from './csv-button';
import { DataTable } from './data-table';
import { UplotChart } from './uplot-chart';

export interface ChartPanelProps {
  /** The chart's title: the table's caption and the chart's accessible name. */
  title: string;
  spec: ChartSpec;
  table: { columns: readonly string[]; rows: ReadonlyArray<readonly CsvCell[]> };
  /** The exported file's name, without `.csv`. */
  fileName: string;
  /** How the table view writes a number (e.g. with its unit); the CSV keeps the plain number. */
  formatValue?: (value: number) => string;
}

/** A table cell as shown: a dash where there is no value, a number as `formatValue` writes it. */
const shown = (cell: CsvCell, formatValue?: (value: number) => string) =>
  cell === null ? '—' : typeof cell === 'number' && formatValue ? formatValue(cell) : cell;

/** A chart with its legend, a Chart / Table switch and a CSV export of the table's numbers. */
export function ChartPanel({ title, spec, table, fileName, formatValue }: ChartPanelProps) {
  const theme = useTheme();
  const intl = useIntl();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const toggle = (option: 'chart' | 'table', id: string) => (
    <button
      type="button"
      aria-pressed={view === option}
      onClick={() => setView(option)}
      css={{
        font: 'inherit',
        fontSize: theme.fontSizes.sm,
        padding: `${theme.space.xs} ${theme.space.sm}`,
        borderRadius: theme.radii.sm,
        border: `1px solid ${view === option ? theme.colors.primary : theme.colors.border}`,
        background: view === option ? theme.colors.primary : theme.colors.background,
        color: view === option ? theme.colors.primaryText : theme.colors.text,
        cursor: 'pointer',
      }}
    >
      <FormattedMessage id={id} />
    </button>
  );
  return (
    <section aria-label={title} css={{ display: 'grid', gap: theme.space.sm, minWidth: 0 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 css={{ margin: 0, fontSize: theme.fontSizes.lg }}>{title}</h2>
        <div role="group" aria-label={intl.formatMessage({ id: 'work.charts.view' })} css={{ display: 'flex', gap: theme.space.xs }}>
          {toggle('chart', 'work.charts.chart')}
          {toggle('table', 'work.charts.table')}
          <CsvButton fileName={fileName} columns={table.columns} rows={() => table.rows} />
        </div>
      </div>
      {view === 'chart' ? (
        <>
          <UplotChart spec={spec} label={intl.formatMessage({ id: 'work.charts.label' }, { title })} />
          <ul
            aria-label={intl.formatMessage({ id: 'work.charts.legend' })}
            css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, listStyle: 'none', margin: 0, padding: 0, fontSize: theme.fontSizes.sm }}
          >
            {spec.series.map((series, index) => (
              <li key={series.label} css={{ display: 'flex', alignItems: 'center', gap: theme.space.xs }}>
                <span
                  aria-hidden="true"
                  css={
                    series.dashed
                      ? { width: 16, borderTop: `2px dashed ${chartColor(index)}` }
                      : { width: 12, height: 12, borderRadius: 2, background: chartColor(index) }
                  }
                />
                {series.label}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <DataTable caption={title} table={{ columns: table.columns, rows: table.rows.map((row) => row.map((cell) => shown(cell, formatValue))) }} />
      )}
    </section>
  );
}
