import { daysOfIsoWeek, isoWeekOf, mondayOfIsoWeek, shiftIsoWeek } from '../src/time/iso-week.js';

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('ISO weeks', () => {
  it('finds a week of a day, the year decided by its Thursday', () => {
    expect(isoWeekOf('2026-11-04')).toBe('2026-W45');
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
  });

  it('finds the Monday of a week and refuses a week the year does not have', () => {
    expect(mondayOfIsoWeek('2026-W45')).toBe('2026-11-02');
    expect(mondayOfIsoWeek('2026-W01')).toBe('2025-12-29');
    expect(mondayOfIsoWeek('2026-W53')).toBe('2026-12-28');
    expect(mondayOfIsoWeek('2025-W53')).toBeUndefined();
    expect(mondayOfIsoWeek('2026-W00')).toBeUndefined();
    expect(mondayOfIsoWeek('2026-45')).toBeUndefined();
    expect(mondayOfIsoWeek(null)).toBeUndefined();
  });

  it('gives the seven days of a week and moves across years', () => {
    expect(daysOfIsoWeek('2025-W01')).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05']);
    expect(shiftIsoWeek('2026-W53', 1)).toBe('2027-W01');
    expect(shiftIsoWeek('2027-W01', -1)).toBe('2026-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
  });

  it('goes round: every day of ten years lies in the week that starts on its Monday', () => {
    const outside: string[] = [];
    for (let day = '2020-01-01'; day < '2030-01-01'; day = addDays(day, 1)) {
      const monday = mondayOfIsoWeek(isoWeekOf(day));
      if (!monday || day < monday || day > addDays(monday, 6)) outside.push(day);
    }
    expect(outside).toEqual([]);
  });
});
