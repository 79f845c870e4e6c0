/** A cell of an exported table: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null;

export interface CsvOptions {
  /** Between cells; `,` by default. */
  delimiter?: ',' | ';' | '\t';
  /** The decimal point of numbers; `.` by default. */
  decimalSeparator?: '.' | ',';
  /** Every number with this many digits after the point (90 minutes as hours: 1.50); as written by `String()` when unset. */
  fractionDigits?: number;
  /** A UTF-8 byte-order mark first, so spreadsheet apps read Cyrillic right; off by default. */
  bom?: boolean;
}

/**
 * The first characters that make a spreadsheet run a text cell as a formula (OWASP, "CSV Injection"):
 * `=`, `+`, `-`, `@`, a tab and a carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet shows as written: a value starting like a formula gets a leading apostrophe
 * (`=HYPERLINK("x")` → `'=HYPERLINK("x")`), which spreadsheets read as "this is text". Numbers are
 * never passed here: a number cell, negative included, is a number, not a formula.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function numberText(value: number, options: CsvOptions): string {
  if (!Number.isFinite(value)) return '';
  const text = options.fractionDigits === undefined ? String(value) : value.toFixed(options.fractionDigits);
  return options.decimalSeparator === ',' ? text.replace('.', ',') : text;
}

/** One cell as written: numbers plain, text neutralised; quoted (quotes doubled) when it holds a separator, a quote or a line break. */
export function csvCell(cell: CsvCell, options: CsvOptions = {}): string {
  if (cell === null) return '';
  const text = typeof cell === 'number' ? numberText(cell, options) : neutraliseFormula(cell);
  const delimiter = options.delimiter ?? ',';
  // Text with any common separator is quoted, so the file splits the same in an app that guesses another one.
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text) || (typeof cell === 'string' && /[,;\t]/.test(text));
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The one CSV writer of the product (the API's timesheet and every export built in the browser):
 * RFC 4180 rows with CRLF line ends, every text cell guarded against spreadsheet formulas.
 */
export function toCsv(rows: ReadonlyArray<readonly CsvCell[]>, options: CsvOptions = {}): string {
  const delimiter = options.delimiter ?? ',';
  const body = rows.map((row) => row.map((cell) => csvCell(cell, options)).join(delimiter)).join('\r\n');
  return (options.bom ? '\uFEFF' : '') + (rows.length > 0 ? `${body}\r\n` : '');
}
