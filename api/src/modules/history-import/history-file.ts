import { HISTORY_IMPORT_MAX_ROWS } from '@stepwise/contracts';
import {
  CsvSyntaxError,
  detectHistoryColumns,
  isTimeZone,
  parseCsv,
  readHistoryRows,
  type CsvRecord,
  type HistoryColumns,
  type ImportedTask,
  type SkippedLine,
} from '@stepwise/scheduling';
import { AppError, validationFailed } from '../../errors/app-error.js';

/** A history file that passed the file-wide checks: its data records (the header and empty lines left out) and its columns. */
export interface HistoryFile {
  data: CsvRecord[];
  layout: HistoryColumns;
}

/**
 * Reads the file or refuses it whole: 400 validation_failed body invalid (broken quoting, with its
 * line), header invalid (neither header recognised), body too_long (over HISTORY_IMPORT_MAX_ROWS rows).
 */
export function readHistoryFile(csv: string): HistoryFile {
  let records;
  try {
    records = parseCsv(csv).filter((record) => record.fields.some((field) => field.trim() !== ''));
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      throw new AppError(400, 'validation_failed', `Broken CSV quoting: ${error.message}`, { body: 'invalid' }, { details: { line: error.line } });
    }
    throw error;
  }
  const [header, ...data] = records;
  const layout = header ? detectHistoryColumns(header.fields) : null;
  if (!layout) throw validationFailed({ header: 'invalid' });
  if (data.length > HISTORY_IMPORT_MAX_ROWS) throw validationFailed({ body: 'too_long' });
  return { data, layout };
}

/** 400 time_zone invalid unless an IANA name. */
export function assertTimeZone(timeZone: string | undefined): void {
  if (timeZone !== undefined && !isTimeZone(timeZone)) throw validationFailed({ time_zone: 'invalid' });
}

/** The rows of the file as the core reads them: tasks of known members, and the lines it cannot take. */
export function readHistoryTasks(
  file: HistoryFile,
  options: { timeZone: string; members: ReadonlyMap<string, number> },
): { tasks: ImportedTask[]; skipped: SkippedLine[] } {
  return readHistoryRows(file.data, file.layout, { timeZone: options.timeZone, resolveAssignee: (value) => options.members.get(value.toLowerCase()) ?? null });
}
