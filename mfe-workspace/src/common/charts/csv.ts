/** A cell of an exported table. */
export type CsvCell = string | number | null;

const quoted = (cell: CsvCell) => {
  const text = cell === null ? '' : String(cell);
  return /[",;\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** RFC 4180 text (comma-separated, CRLF), numbers as written by String(). */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return [columns, ...rows].map((row) => row.map(quoted).join(',')).join('\r\n') + '\r\n';
}

/** Hands `csv` to the browser as a UTF-8 file (with a byte-order mark, so spreadsheet apps read Cyrillic right). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
