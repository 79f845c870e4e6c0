import { addOwnDay, removeOwnDay, sameCalendar } from './calendar-draft';

const saved = { country: 'RU' as const, holidays: ['2026-12-31'], working_days: ['2026-12-26'] };

describe('the calendar draft', () => {
  it('adds a day in date order and removes it', () => {
    const added = addOwnDay(saved, 'holidays', '2026-12-29');
    expect(added).toEqual({ calendar: { ...saved, holidays: ['2026-12-29', '2026-12-31'] } });
    expect(removeOwnDay((added as { calendar: typeof saved }).calendar, 'holidays', '2026-12-29')).toEqual(saved);
  });

  it('refuses a day already in the other list, a repeated day and a day that does not exist', () => {
    expect(addOwnDay(saved, 'working_days', '2026-12-31')).toEqual({ problem: 'inOtherList' });
    expect(addOwnDay(saved, 'holidays', '2026-12-26')).toEqual({ problem: 'inOtherList' });
    expect(addOwnDay(saved, 'holidays', '2026-12-31')).toEqual({ problem: 'duplicate' });
    expect(addOwnDay(saved, 'holidays', '2026-02-30')).toEqual({ problem: 'invalid' });
  });

  it('compares calendars regardless of the lists’ order', () => {
    expect(sameCalendar({ ...saved, holidays: ['2026-12-31', '2026-12-29'] }, { ...saved, holidays: ['2026-12-29', '2026-12-31'] })).toBe(true);
    expect(sameCalendar(saved, { ...saved, country: null })).toBe(false);
  });
});
