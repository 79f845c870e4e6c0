// The Russian production calendar for 2025: the exceptions to Monday–Friday.
// Source: xmlcalendar/data, ru/2025/calendar.xml (generated 2024.12.01), from the government decree on
// moving days off. Written by scheduling/scripts/add-ru-calendar-year.mjs; edit through it.
import type { CalendarException } from '../calendar-exception.js';

export const RU_2025: readonly CalendarException[] = [
  { date: '2025-01-01', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2025-01-02', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2025-01-03', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2025-01-04', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2025-01-05', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2025-01-06', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2025-01-07', kind: 'holiday', name: 'Рождество Христово' },
  { date: '2025-01-08', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2025-02-23', kind: 'holiday', name: 'День защитника Отечества' },
  { date: '2025-03-07', kind: 'shortened' },
  { date: '2025-03-08', kind: 'holiday', name: 'Международный женский день' },
  { date: '2025-04-30', kind: 'shortened' },
  { date: '2025-05-01', kind: 'holiday', name: 'Праздник Весны и Труда' },
  { date: '2025-05-02', kind: 'transfer', from: '2025-01-04' },
  { date: '2025-05-08', kind: 'transfer', from: '2025-02-23' },
  { date: '2025-05-09', kind: 'holiday', name: 'День Победы' },
  { date: '2025-06-11', kind: 'shortened' },
  { date: '2025-06-12', kind: 'holiday', name: 'День России' },
  { date: '2025-06-13', kind: 'transfer', from: '2025-03-08' },
  { date: '2025-11-01', kind: 'shortened' },
  { date: '2025-11-03', kind: 'transfer', from: '2025-11-01' },
  { date: '2025-11-04', kind: 'holiday', name: 'День народного единства' },
  { date: '2025-12-31', kind: 'transfer', from: '2025-01-05' },
];
