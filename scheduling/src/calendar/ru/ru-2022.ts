// The Russian production calendar for 2022: the exceptions to Monday–Friday.
// Source: xmlcalendar/data, ru/2022/calendar.xml (generated 2022.05.08), from the government decree on
// moving days off. Written by scheduling/scripts/add-ru-calendar-year.mjs; edit through it.
import type { CalendarException } from '../calendar-exception.js';

export const RU_2022: readonly CalendarException[] = [
  { date: '2022-01-01', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2022-01-02', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2022-01-03', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2022-01-04', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2022-01-05', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2022-01-06', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2022-01-07', kind: 'holiday', name: 'Рождество Христово' },
  { date: '2022-01-08', kind: 'holiday', name: 'Новогодние каникулы' },
  { date: '2022-02-22', kind: 'shortened' },
  { date: '2022-02-23', kind: 'holiday', name: 'День защитника Отечества' },
  { date: '2022-03-05', kind: 'shortened' },
  { date: '2022-03-07', kind: 'transfer', from: '2022-03-05' },
  { date: '2022-03-08', kind: 'holiday', name: 'Международный женский день' },
  { date: '2022-05-01', kind: 'holiday', name: 'Праздник Весны и Труда' },
  { date: '2022-05-02', kind: 'transfer', from: '2022-05-01' },
  { date: '2022-05-03', kind: 'transfer', from: '2022-01-01' },
  { date: '2022-05-09', kind: 'holiday', name: 'День Победы' },
  { date: '2022-05-10', kind: 'transfer', from: '2022-01-02' },
  { date: '2022-06-12', kind: 'holiday', name: 'День России' },
  { date: '2022-06-13', kind: 'transfer', from: '2022-06-12' },
  { date: '2022-11-03', kind: 'shortened' },
  { date: '2022-11-04', kind: 'holiday', name: 'День народного единства' },
];
