import type { TimesheetResponse } from '@stepwise/contracts';
import { weekdayOf } from '@stepwise/scheduling';

export type CsvLang = 'ru' | 'en';

const WORDS: Record<CsvLang, { key: string; task: string; total: string; tracked: string; scheduled: string; weekdays: readonly string[] }> = {
  ru: { key: 'Ключ', task: 'Задача', total: 'Итого', tracked: 'Всего за день', scheduled: 'По графику', weekdays: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] },
  en: { key: 'Key', task: 'Task', total: 'Total', tracked: 'Day total', scheduled: 'Scheduled', weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] },
};

const BOM = '\uFEFF';

/**
 * One CSV cell: a value a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) gets a leading apostrophe; a cell with a comma, quote or line break is quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Minutes as hours with two decimals (90 → 1.50). */
const hours = (minutes: number) => (minutes / 60).toFixed(2);

function dayHeader(date: string, lang: CsvLang): string {
  const [year, month, day] = date.split('-');
  const name = WORDS[lang].weekdays[weekdayOf(date)]!;
  return lang === 'ru' ? `${name} ${day}.${month}.${year}` : `${name} ${date}`;
}

/**
 * The timesheet as a spreadsheet opens it: UTF-8 with a BOM, CRLF lines, a header in the reader's
 * language, one row per task (key, title, hours Monday to Sunday, total), the day totals and the
 * scheduled hours.
 */
export function timesheetCsv(sheet: TimesheetResponse, lang: CsvLang): string {
  const words = WORDS[lang];
  const lines: string[][] = [
    [words.key, words.task, ...sheet.days.map((day) => dayHeader(day.date, lang)), words.total],
    ...sheet.rows.map((row) => [`#${row.task_id}`, row.task_title, ...row.minutes.map(hours), hours(row.total_minutes)]),
    ['', words.tracked, ...sheet.days.map((day) => hours(day.tracked_minutes)), hours(sheet.tracked_minutes)],
    ['', words.scheduled, ...sheet.days.map((day) => hours(day.scheduled_minutes)), hours(sheet.scheduled_minutes)],
  ];
  return BOM + lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
