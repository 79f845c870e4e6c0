import { isDayKey } from '../dates/day-key.js';
import { instantOfLocal } from '../dates/zone-clock.js';
import type { CsvRecord } from './csv.js';
import type { HistoryColumns, HistoryField } from './history-columns.js';
import { isSupportedInstantMs, type HistorySkipReason } from '@stepwise/contracts/rules';

/** A finished task read from an import file. */
export interface ImportedTask {
  line: number;
  title: string;
  memberId: number;
  estimateMinutes: number | null;
  spentMinutes: number | null;
  startedAt: number;
  finishedAt: number;
  complexity: number | null;
}

/** The contract's list, so the import's answer and the parser name the same reasons. */
export type SkipReason = HistorySkipReason;

export interface SkippedLine {
  line: number;
  reason: SkipReason;
}

export const IMPORTED_TITLE_MAX_LENGTH = 500;
/** A duration above a year of minutes is a unit mistake, not a task. */
const MAX_MINUTES = 525_600;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})(?::\d{2})?$/;
const JIRA_DATE_TIME = /^(\d{1,2})\/([A-Za-z]{3})\/(\d{2}) (\d{1,2}):(\d{2}) ?([AaPp][Mm])$/;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * An instant from an import cell: ISO 8601 with a zone, or a local date and time (`2026-03-05 14:30`,
 * Jira's `05/Mar/26 2:30 PM`) read in `timeZone`. Null when it is none of these, or when it lies outside
 * the product's supported dates (the contract's rule: the API refuses such an instant too).
 */
export function parseImportedInstant(value: string, timeZone: string): number | null {
  const instant = readImportedInstant(value, timeZone);
  return instant !== null && isSupportedInstantMs(instant) ? instant : null;
}

function readImportedInstant(value: string, timeZone: string): number | null {
  const text = value.trim();
  if (ISO_INSTANT.test(text)) {
    const instant = Date.parse(text);
    return Number.isNaN(instant) || !isDayKey(text.slice(0, 10)) ? null : instant;
  }
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [hours, minutes] = [Number(local[2]), Number(local[3])];
    if (!isDayKey(local[1]) || hours > 23 || minutes > 59) return null;
    return instantOfLocal(timeZone, local[1], hours * 60 + minutes);
  }
  const jira = JIRA_DATE_TIME.exec(text);
  if (jira) {
    const month = MONTHS.indexOf(jira[2].toLowerCase());
    const day = `20${jira[3]}-${String(month + 1).padStart(2, '0')}-${jira[1].padStart(2, '0')}`;
    const hour12 = Number(jira[4]);
    const minutes = Number(jira[5]);
    if (month < 0 || !isDayKey(day) || hour12 < 1 || hour12 > 12 || minutes > 59) return null;
    const hours = (hour12 % 12) + (jira[6].toLowerCase() === 'pm' ? 12 : 0);
    return instantOfLocal(timeZone, day, hours * 60 + minutes);
  }
  return null;
}

/** A duration cell in minutes: empty → null; undefined when it is not a whole, non-negative number. */
function duration(value: string, unit: HistoryColumns['durationUnit']): number | null | undefined {
  const text = value.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return undefined;
  const minutes = unit === 'seconds' ? Math.round(Number(text) / 60) : Number(text);
  return minutes > MAX_MINUTES ? undefined : minutes;
}

export interface ReadHistoryOptions {
  /** The member an assignee cell names (an email, or a name mapped in the preview); null if none. */
  resolveAssignee: (value: string) => number | null;
  /** The zone of dates written without one. */
  timeZone: string;
}

/** Reads the data rows (after the header) into finished tasks, and every row it cannot take, with why. */
export function readHistoryRows(
  records: readonly CsvRecord[],
  layout: HistoryColumns,
  options: ReadHistoryOptions,
): { tasks: ImportedTask[]; skipped: SkippedLine[] } {
  const tasks: ImportedTask[] = [];
  const skipped: SkippedLine[] = [];
  const cell = (record: CsvRecord, field: HistoryField) => {
    const index = layout.columns[field];
    return index === undefined ? '' : (record.fields[index] ?? '');
  };
  for (const record of records) {
    const skip = (reason: SkipReason) => skipped.push({ line: record.line, reason });
    const title = cell(record, 'title').trim();
    if (!title) {
      skip('title_missing');
      continue;
    }
    if (title.length > IMPORTED_TITLE_MAX_LENGTH) {
      skip('title_too_long');
      continue;
    }
    const memberId = options.resolveAssignee(cell(record, 'assignee').trim());
    if (memberId === null) {
      skip('assignee_unknown');
      continue;
    }
    const estimate = duration(cell(record, 'estimate'), layout.durationUnit);
    if (estimate === undefined || estimate === 0) {
      skip('estimate_invalid');
      continue;
    }
    const spent = duration(cell(record, 'spent'), layout.durationUnit);
    if (spent === undefined) {
      skip('spent_invalid');
      continue;
    }
    const startedAt = parseImportedInstant(cell(record, 'started_at'), options.timeZone);
    if (startedAt === null) {
      skip('started_at_invalid');
      continue;
    }
    const finishedAt = parseImportedInstant(cell(record, 'finished_at'), options.timeZone);
    if (finishedAt === null) {
      skip('finished_at_invalid');
      continue;
    }
    if (finishedAt < startedAt) {
      skip('finished_before_started');
      continue;
    }
    const complexityText = cell(record, 'complexity').trim();
    if (complexityText !== '' && !/^[1-5]$/.test(complexityText)) {
      skip('complexity_invalid');
      continue;
    }
    tasks.push({
      line: record.line,
      title,
      memberId,
      estimateMinutes: estimate,
      spentMinutes: spent,
      startedAt,
      finishedAt,
      complexity: complexityText === '' ? null : Number(complexityText),
    });
  }
  return { tasks, skipped };
}
