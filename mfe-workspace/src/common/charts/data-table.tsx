import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';

export interface TableData {
  columns: readonly string[];
  /** The first cell of each row heads it. */
  rows: ReadonlyArray<readonly ReactNode[]>;
}

/** A chart's numbers as a real table: a caption, column headers, each row headed by its first cell. */
export function DataTable({ caption, table }: { caption: string; table: TableData }) {
  const theme = useTheme();
  const cell = { padding: `${theme.space.xs} ${theme.space.sm}`, borderBottom: `1px solid ${theme.colors.border}`, textAlign: 'left' as const };
  return (
    <div css={{ overflowX: 'auto' }}>
      <table css={{ borderCollapse: 'collapse', width: '100%', fontSize: theme.fontSizes.sm, fontVariantNumeric: 'tabular-nums' }}>
        <caption css={{ textAlign: 'left', fontWeight: 600, padding: `${theme.space.xs} 0` }}>{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" css={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((value, index) =>
                index === 0 ? (
                  <th key={index} scope="row" css={{ ...cell, fontWeight: 500 }}>
                    {value}
                  </th>
                ) : (
                  <td key={index} css={cell}>
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
