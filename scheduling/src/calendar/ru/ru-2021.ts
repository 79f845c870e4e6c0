// The Russian production calendar for 2021: the exceptions to Monday–Friday.
// Source: xmlcalendar/data, ru/2021/calendar.xml (generated 2021.10.27), from the government decree on
// moving days off. Written by scheduling/scripts/add-ru-calendar-year.mjs; edit through it.
import type { CalendarException } from '../calendar-exception.js';

export const RU_2021: readonly CalendarException[] = [
  { date: '2021-01-01', kind: 'holiday', name: 'Новогодние каникулы (в ред. Федерального закона от 23.04.2012 № 35-ФЗ)' },
  { date: '2021-01-02', kind: 'holiday', name: 'Новогодние каникулы (в ред. Федерального закона от 23.04.2012 № 35-ФЗ)' },
  { date: '2021-01-03', kind: 'holiday', name: 'Новогодние каникулы (в ред. Федерального закона от 23.04.2012 № 35-ФЗ)' },
  { date: '2021-01-04', kind: 'holiday', name: 'Новогодние каникулы (в ред. Федерального закона от 23.04.2012 № 35-ФЗ)' },
  { date: '2021-01-05', kind: 'holiday', name: 'Новогодние каникулы (в ред. Федерального закона от 23.04.2012 № 35-ФЗ)' },
  { date: '2021-01-06', kind: 'holiday', name: 'Новогодние каникулы (в ред. Федерального закона от 23.04.2012 № 35-ФЗ)' },
  { date: '2021-01-07', kind: 'holiday', name: 'Рождество Христово' },
  { date: '2021-01-08', kind: 'holiday', name: 'Новогодние каникулы (в ред. Федерального закона от 23.04.2012 № 35-ФЗ)' },
  { date: '2021-02-20', kind: 'shortened' },
  { date: '2021-02-22', kind: 'transfer', from: '2021-02-20' },
  { date: '2021-02-23', kind: 'holiday', name: 'День защитника Отечества' },
  { date: '2021-03-08', kind: 'holiday', name: 'Международный женский день' },
  { date: '2021-04-30', kind: 'shortened' },
  { date: '2021-05-01', kind: 'holiday', name: 'Праздник Весны и Труда' },
  { date: '2021-05-03', kind: 'transfer', from: '' },
  { date: '2021-05-04', kind: 'holiday', name: 'Нерабочие дни (Указ Президента от 23.04.2021 №242)' },
  { date: '2021-05-05', kind: 'holiday', name: 'Нерабочие дни (Указ Президента от 23.04.2021 №242)' },
  { date: '2021-05-06', kind: 'holiday', name: 'Нерабочие дни (Указ Президента от 23.04.2021 №242)' },
  { date: '2021-05-07', kind: 'holiday', name: 'Нерабочие дни (Указ Президента от 23.04.2021 №242)' },
  { date: '2021-05-09', kind: 'holiday', name: 'День Победы' },
  { date: '2021-05-10', kind: 'transfer', from: '' },
  { date: '2021-06-11', kind: 'shortened' },
  { date: '2021-06-12', kind: 'holiday', name: 'День России' },
  { date: '2021-06-14', kind: 'transfer', from: '' },
  { date: '2021-10-30', kind: 'holiday', name: 'Нерабочие дни (Указ Президента от 20.10.2021 №595)' },
  { date: '2021-10-31', kind: 'holiday', name: 'Нерабочие дни (Указ Президента от 20.10.2021 №595)' },
  { date: '2021-11-01', kind: 'holiday', name: 'Нерабочие дни (Указ Президента от 20.10.2021 №595)' },
  { date: '2021-11-02', kind: 'holiday', name: 'Нерабочие дни (Указ Президента от 20.10.2021 №595)' },
  { date: '2021-11-03', kind: 'holiday', name: 'Нерабочие дни (Указ Президента от 20.10.2021 №595)' },
  { date: '2021-11-04', kind: 'holiday', name: 'День народного единства' },
  { date: '2021-11-05', kind: 'transfer', from: '2021-01-02' },
  { date: '2021-12-31', kind: 'transfer', from: '2021-01-03' },
];
