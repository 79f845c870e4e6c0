/**
 * RFC 4180 CSV, strictly: quoted fields, doubled quotes, CRLF or LF line ends, a leading byte-order
 * mark. A quote inside an unquoted field, text after a closing quote and an unterminated quote are
 * refused with their line rather than guessed at.
 */
export interface CsvRecord {
  /** 1-based line of the file where the record starts (a quoted field may span lines). */
  line: number;
  fields: string[];
}

export type CsvSyntaxProblem = 'unterminated_quote' | 'stray_quote' | 'text_after_quote';

const PROBLEM_TEXT: Record<CsvSyntaxProblem, string> = {
  unterminated_quote: 'unterminated quoted field starting',
  stray_quote: 'a quote inside an unquoted field',
  text_after_quote: 'text after a closing quote',
};

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly problem: CsvSyntaxProblem = 'unterminated_quote',
  ) {
    super(`${PROBLEM_TEXT[problem]} on line ${line}`);
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  let fieldStarted = false;
  // A quoted field has just closed: only a separator or a line end may follow.
  let closed = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          field += '"';
          index++;
        } else {
          quoted = false;
          closed = true;
        }
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (closed && char !== ',' && char !== '\n' && char !== '\r') throw new CsvSyntaxError(line, 'text_after_quote');
    closed = false;
    if (char === '"' && fieldStarted) throw new CsvSyntaxError(line, 'stray_quote');
    if (char === '"') {
      quoted = true;
      quoteLine = line;
      fieldStarted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      fieldStarted = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      fields.push(field);
      if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      fieldStarted = false;
      line++;
      recordLine = line;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (fieldStarted || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  return records;
}
