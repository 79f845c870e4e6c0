import { useId, useState } from 'react';
import { useTheme } from '@emotion/react';
import { Button } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { chartCsv, type ChartData } from './chart-data';
import { ChartTable } from './chart-table';
import { LineChart } from './line-chart';

export interface ChartFigureProps {
  title: string;
  data: ChartData;
  /** The header of the category column in the table and the CSV (e.g. "Day"). */
  categoryHeader: string;
  formatValue: (value: number) => string;
  /** The CSV file's name, without the extension. */
  fileName: string;
}

/** Saves text as a file the browser downloads. */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A chart with its title, a switch to its table view (the accessible reading of the same points)
 * and a CSV export of the points. Generic: any line chart of ChartData (burndown, reports).
 */
export function ChartFigure({ title, data, categoryHeader, formatValue, fileName }: ChartFigureProps) {
  const theme = useTheme();
  const intl = useIntl();
  const headingId = useId();
  const [table, setTable] = useState(false);
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: theme.space.sm, minWidth: 0 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
          {title}
        </h2>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
          <Button variant="secondary" aria-pressed={table} onClick={() => setTable(!table)}>
            <FormattedMessage id="work.chart.tableView" />
          </Button>
          <Button variant="secondary" onClick={() => download(chartCsv(data, categoryHeader), `${fileName}.csv`)}>
            <FormattedMessage id="work.chart.downloadCsv" />
          </Button>
        </div>
      </div>
      {table ? (
        <ChartTable data={data} caption={title} categoryHeader={categoryHeader} formatValue={formatValue} />
      ) : (
        <LineChart data={data} label={intl.formatMessage({ id: 'work.chart.label' }, { title })} formatValue={formatValue} />
      )}
    </section>
  );
}
