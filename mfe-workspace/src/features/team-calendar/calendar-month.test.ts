import { daysOfMonth, monthOf, monthParam, parseMonth, shiftMonth } from './calendar-month';

describe('calendar months', () => {
  it('reads a month from the address and refuses anything else', () => {
    expect(parseMonth('2026-12')).toEqual({ year: 2026, month: 12 });
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('2026-1')).toBeNull();
    expect(parseMonth(null)).toBeNull();
  });

  it('steps across a year and lists every day of the month', () => {
    expect(monthParam(shiftMonth({ year: 2026, month: 12 }, 1))).toBe('2027-01');
    expect(monthParam(shiftMonth({ year: 2027, month: 1 }, -1))).toBe('2026-12');
    expect(daysOfMonth({ year: 2028, month: 2 })).toHaveLength(29);
    expect(daysOfMonth({ year: 2026, month: 12 }).at(-1)).toBe('2026-12-31');
    expect(monthOf('2026-11-27')).toEqual({ year: 2026, month: 11 });
  });
});
