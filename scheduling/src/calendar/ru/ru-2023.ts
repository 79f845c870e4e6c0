// The Russian production calendar for 2023: the exceptions to Monday–Friday.
// Source: xmlcalendar/data, ru/2023/calendar.xml (generated 2022.08.07), from the government decree on
// moving days off. Written by scheduling/scripts/add-ru-calendar-year.mjs; edit through it.
import type { CalendarException } from '../calendar-exception.js';

export const RU_2023: readonly CalendarException[] = [
  { date: '2023-01-01', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2023-01-02', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2023-01-03', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2023-01-04', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2023-01-05', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2023-01-06', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2023-01-07', kind: 'holiday', name: 'Рождество Христово' },
  { date: '2023-01-08', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2023-02-22', kind: 'shortened' },
  { date: '2023-02-23', kind: 'holiday', name: 'День защитника Отечества' },
  { date: '2023-02-24', kind: 'transfer', from: '2023-01-01' },
  { date: '2023-03-07', kind: 'shortened' },
  { date: '2023-03-08', kind: 'holiday', name: 'Международный женский день' },
  { date: '2023-05-01', kind: 'holiday', name: 'Праздник Весны и Труда' },
  { date: '2023-05-08', kind: 'transfer', from: '2023-01-08' },
  { date: '2023-05-09', kind: 'holiday', name: 'День Победы' },
  { date: '2023-06-12', kind: 'holiday', name: 'День России' },
  { date: '2023-11-03', kind: 'shortened' },
  { date: '2023-11-04', kind: 'holiday', name: 'День народного единства' },
  { date: '2023-11-06', kind: 'transfer', from: '2023-11-04' },
];
