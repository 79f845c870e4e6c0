import { toCsv, type CsvCell, type TimesheetResponse } from '@stepwise/contracts';
import { weekdayOf } from '@stepwise/scheduling';

export type CsvLang = 'ru' | 'en';

const WORDS: Record<CsvLang, { key: string; task: string; total: string; tracked: string; scheduled: string; weekdays: readonly string[] }> = {
  ru: { key: 'Ключ', task: 'Задача', total: 'Итого', tracked: 'Всего за день', scheduled: 'По графику', weekdays: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] },
  en: { key: 'Key', task: 'Task', total: 'Total', tracked: 'Day total', scheduled: 'Scheduled', weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] },
};

/** Minutes as hours (written with two decimals: 90 → 1.50). */
const hours = (minutes: number) => minutes / 60;

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
  const lines: CsvCell[][] = [
    [words.key, words.task, ...sheet.days.map((day) => dayHeader(day.date, lang)), words.total],
    ...sheet.rows.map((row) => [`#${row.task_id}`, row.task_title, ...row.minutes.map(hours), hours(row.total_minutes)]),
    ['', words.tracked, ...sheet.days.map((day) => hours(day.tracked_minutes)), hours(sheet.tracked_minutes)],
    ['', words.scheduled, ...sheet.days.map((day) => hours(day.scheduled_minutes)), hours(sheet.scheduled_minutes)],
  ];
  return toCsv(lines, { bom: true, fractionDigits: 2 });
}
