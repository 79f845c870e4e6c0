#!/usr/bin/env node
// Adds (or replaces) one year of the Russian production calendar from xmlcalendar's file for it.
//
// Source: https://github.com/xmlcalendar/data (ru/<year>/calendar.xml; also http://xmlcalendar.ru),
// which transcribes the government decrees on moving days off. Each file lists only the exceptions:
//   t="1" a day off: a public holiday (h = its id) or a day off moved from date f;
//   t="2" a working day shortened by one hour (the day before a holiday);
//   t="3" a working Saturday or Sunday.
//
// Usage: node scheduling/scripts/add-ru-calendar-year.mjs <calendar.xml> [more.xml …]
//   then check the diff against the decree and run the scheduling tests.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'calendar', 'ru');

function attributes(tag) {
  return Object.fromEntries([...tag.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

function yearFile(xml) {
  const calendar = attributes(/<calendar\b[^>]*>/.exec(xml)?.[0] ?? '');
  const year = Number(calendar.year);
  if (!Number.isInteger(year)) throw new Error('no <calendar year="…"> in the file');
  const holidays = new Map([...xml.matchAll(/<holiday\b[^>]*>/g)].map(([tag]) => attributes(tag)).map((h) => [h.id, h.title]));
  const days = [...xml.matchAll(/<day\b[^>]*>/g)].map(([tag]) => attributes(tag));
  const iso = (monthDay) => `${year}-${monthDay.replace('.', '-')}`;
  const lines = days.map((day) => {
    if (day.t === '1' && day.h) return `  { date: '${iso(day.d)}', kind: 'holiday', name: '${(holidays.get(day.h) ?? '').replace(/[\\']/g, '\\$&')}' },`;
    if (day.t === '1') return `  { date: '${iso(day.d)}', kind: 'transfer', from: '${day.f ? transferSource(year, day.d, day.f) : ''}' },`;
    if (day.t === '2') return `  { date: '${iso(day.d)}', kind: 'shortened' },`;
    if (day.t === '3') return `  { date: '${iso(day.d)}', kind: 'working_weekend' },`;
    throw new Error(`unknown day type t="${day.t}" on ${day.d}`);
  });
  return {
    year,
    text: [
      `// The Russian production calendar for ${year}: the exceptions to Monday–Friday.`,
      `// Source: xmlcalendar/data, ru/${year}/calendar.xml (generated ${calendar.date ?? 'n/a'}), from the government decree on`,
      `// moving days off. Written by scheduling/scripts/add-ru-calendar-year.mjs; edit through it.`,
      `import type { CalendarException } from '../calendar-exception.js';`,
      '',
      `export const RU_${year}: readonly CalendarException[] = [`,
      ...lines,
      '];',
      '',
    ].join('\n'),
  };
}

/** A day off moved from `from` (MM.DD): a transfer into January can come from the year before. */
function transferSource(year, to, from) {
  const sourceYear = from > to && to.startsWith('01.') ? year - 1 : year;
  return `${sourceYear}-${from.replace('.', '-')}`;
}

function writeIndex() {
  const years = readdirSync(OUT)
    .map((file) => /^ru-(\d{4})\.ts$/.exec(file)?.[1])
    .filter(Boolean)
    .sort();
  const text = [
    '// Every year of the Russian production calendar kept in the repository (see add-ru-calendar-year.mjs).',
    `import type { CalendarException } from '../calendar-exception.js';`,
    ...years.map((year) => `import { RU_${year} } from './ru-${year}.js';`),
    '',
    'export const RU_PRODUCTION_CALENDAR: Readonly<Record<number, readonly CalendarException[]>> = {',
    ...years.map((year) => `  ${year}: RU_${year},`),
    '};',
    '',
  ].join('\n');
  writeFileSync(join(OUT, 'index.ts'), text);
  return years;
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scheduling/scripts/add-ru-calendar-year.mjs <calendar.xml> [more.xml …]');
  process.exit(2);
}
for (const file of files) {
  const { year, text } = yearFile(readFileSync(file, 'utf8'));
  writeFileSync(join(OUT, `ru-${year}.ts`), text);
  console.log(`ru ${year}: written`);
}
console.log(`years kept: ${writeIndex().join(', ')}`);
