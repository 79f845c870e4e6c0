import { tableRows } from '../../../../contracts/test/rule-table';
import { validateFrom } from '../../features/member/day-off-values';
import { readReportQuery } from '../../features/reports/report-query';
import { addOwnDay } from '../../features/settings/calendar-draft';
import { validateDate } from '../../features/time-tracking/entries/entry-values';
import { isDay } from '../../features/workload/workload-range';
import { utcOffsetLabel } from '../schedule/time-zones';

/**
 * The front-end half of the contract's rule table for the workspace's dates and time zones: each row through
 * what a form field or an address parameter uses. api/test/contracts/rule-agreement.test.ts runs the same
 * rows through the API.
 */
describe('the workspace app applies the contract rule table', () => {
  it.each(tableRows('supportedDate'))('%s by the date fields and the dates in addresses', (_label, row) => {
    expect(validateDate(row.value) === undefined).toBe(row.valid);
    expect(validateFrom(row.value) === undefined).toBe(row.valid);
    expect('calendar' in addOwnDay({ country: null, holidays: [], working_days: [] }, 'holidays', row.value)).toBe(row.valid);
    expect(isDay(row.value)).toBe(row.valid);
    expect(readReportQuery(new URLSearchParams({ from: row.value })).from === row.value).toBe(row.valid);
  });

  it.each(tableRows('timeZone'))('%s by the time zone picker', (_label, row) => {
    expect(utcOffsetLabel(row.value, new Date('2026-12-07T12:00:00Z')) !== null).toBe(row.valid);
  });
});
