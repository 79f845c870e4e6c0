// The Russian production calendar for 2026: the exceptions to Monday–Friday.
// Source: xmlcalendar/data, ru/2026/calendar.xml (generated 2025.09.30), from the government decree on
// moving days off. Written by scheduling/scripts/add-ru-calendar-year.mjs; edit through it.
import type { CalendarException } from '../calendar-exception.js';

export const RU_2026: readonly CalendarException[] = [
  { date: '2026-01-01', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2026-01-02', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2026-01-03', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2026-01-04', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2026-01-05', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2026-01-06', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2026-01-07', kind: 'holiday', name: 'Рождество Христово' },
  { date: '2026-01-08', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2026-01-09', kind: 'transfer', from: '2026-01-03' },
  { date: '2026-02-23', kind: 'holiday', name: 'День защитника Отечества' },
  { date: '2026-03-08', kind: 'holiday', name: 'Международный женский день' },
  { date: '2026-03-09', kind: 'transfer', from: '2026-03-08' },
  { date: '2026-04-30', kind: 'shortened' },
  { date: '2026-05-01', kind: 'holiday', name: 'Праздник Весны и Труда' },
  { date: '2026-05-08', kind: 'shortened' },
  { date: '2026-05-09', kind: 'holiday', name: 'День Победы' },
  { date: '2026-05-11', kind: 'transfer', from: '2026-05-09' },
  { date: '2026-06-11', kind: 'shortened' },
  { date: '2026-06-12', kind: 'holiday', name: 'День России' },
  { date: '2026-11-03', kind: 'shortened' },
  { date: '2026-11-04', kind: 'holiday', name: 'День народного единства' },
  { date: '2026-12-31', kind: 'transfer', from: '2026-01-04' },
];
