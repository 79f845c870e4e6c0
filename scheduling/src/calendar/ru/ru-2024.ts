// The Russian production calendar for 2024: the exceptions to Monday–Friday.
// Source: xmlcalendar/data, ru/2024/calendar.xml (generated 2023.09.30), from the government decree on
// moving days off. Written by scheduling/scripts/add-ru-calendar-year.mjs; edit through it.
import type { CalendarException } from '../calendar-exception.js';

export const RU_2024: readonly CalendarException[] = [
  { date: '2024-01-01', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2024-01-02', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2024-01-03', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2024-01-04', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2024-01-05', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2024-01-06', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2024-01-07', kind: 'holiday', name: 'Рождество Христово' },
  { date: '2024-01-08', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2024-02-22', kind: 'shortened' },
  { date: '2024-02-23', kind: 'holiday', name: 'День защитника Отечества' },
  { date: '2024-03-07', kind: 'shortened' },
  { date: '2024-03-08', kind: 'holiday', name: 'Международный женский день' },
  { date: '2024-04-27', kind: 'working_weekend' },
  { date: '2024-04-29', kind: 'transfer', from: '2024-04-27' },
  { date: '2024-04-30', kind: 'transfer', from: '2024-11-02' },
  { date: '2024-05-01', kind: 'holiday', name: 'Праздник Весны и Труда' },
  { date: '2024-05-08', kind: 'shortened' },
  { date: '2024-05-09', kind: 'holiday', name: 'День Победы' },
  { date: '2024-05-10', kind: 'transfer', from: '2024-01-06' },
  { date: '2024-06-11', kind: 'shortened' },
  { date: '2024-06-12', kind: 'holiday', name: 'День России' },
  { date: '2024-11-02', kind: 'shortened' },
  { date: '2024-11-04', kind: 'holiday', name: 'День народного единства' },
  { date: '2024-12-28', kind: 'working_weekend' },
  { date: '2024-12-30', kind: 'transfer', from: '2024-12-28' },
  { date: '2024-12-31', kind: 'transfer', from: '2024-01-07' },
];
