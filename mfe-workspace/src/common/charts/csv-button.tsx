import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { toCsv, type CsvCell } from '@stepwise/contracts/rules';
import { downloadCsv } from './download-csv';

export interface CsvButtonProps {
  /** The file's name, without `.csv`. */
  fileName: string;
  columns: readonly string[];
  /** Read when pressed, so a large table is written only when asked for. */
  rows: () => ReadonlyArray<readonly CsvCell[]>;
}

/** "Download CSV" of a chart's or a report's table. */
export function CsvButton({ fileName, columns, rows }: CsvButtonProps) {
  const theme = useTheme();
  return (
    <button
      type="button"
      onClick={() => downloadCsv(`${fileName}.csv`, toCsv([columns, ...rows()], { bom: true }))}
      css={{
        font: 'inherit',
        fontSize: theme.fontSizes.sm,
        padding: `${theme.space.xs} ${theme.space.sm}`,
        borderRadius: theme.radii.sm,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.background,
        color: theme.colors.text,
        cursor: 'pointer',
      }}
    >
      <FormattedMessage id="work.charts.csv" />
    </button>
  );
}
