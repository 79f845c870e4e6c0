import { daysOfWeek, isoWeekOf, mondayOf, parseWeek, shiftWeek } from './iso-week';

describe('ISO weeks', () => {
  it('names the week of a date by its Thursday', () => {
    expect(isoWeekOf('2026-11-27')).toBe('2026-W48');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
  });

  it('gives the Monday and the seven days of a week', () => {
    expect(mondayOf('2026-W48')).toBe('2026-11-23');
    expect(daysOfWeek('2025-W01')).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05']);
  });

  it('moves across years', () => {
    expect(shiftWeek('2026-W53', 1)).toBe('2027-W01');
    expect(shiftWeek('2027-W01', -1)).toBe('2026-W53');
  });

  it('accepts only real weeks from the address', () => {
    expect(parseWeek('2026-W48')).toBe('2026-W48');
    expect(parseWeek('2025-W53')).toBeNull();
    expect(parseWeek('2026-48')).toBeNull();
    expect(parseWeek(null)).toBeNull();
  });
});
