import { addWorkingDays, isWeekend, startOfWeek } from './working-days';

const day = (iso: string) => new Date(`${iso}T12:00:00`);
const iso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('working days', () => {
  it('knows the weekend', () => {
    expect(isWeekend(day('2025-09-06'))).toBe(true);
    expect(isWeekend(day('2025-09-07'))).toBe(true);
    expect(isWeekend(day('2025-09-08'))).toBe(false);
  });

  it('moves forward over weekends', () => {
    expect(iso(addWorkingDays(day('2025-09-04'), 1))).toBe('2025-09-05');
    expect(iso(addWorkingDays(day('2025-09-05'), 1))).toBe('2025-09-08');
    expect(iso(addWorkingDays(day('2025-09-05'), 6))).toBe('2025-09-15');
    expect(iso(addWorkingDays(day('2025-09-06'), 0))).toBe('2025-09-08');
  });

  it('moves backward over weekends', () => {
    expect(iso(addWorkingDays(day('2025-09-08'), -1))).toBe('2025-09-05');
    expect(iso(addWorkingDays(day('2025-09-10'), -3))).toBe('2025-09-05');
  });

  it('finds the Monday of a week', () => {
    expect(iso(startOfWeek(day('2025-09-07')))).toBe('2025-09-01');
    expect(iso(startOfWeek(day('2025-09-01')))).toBe('2025-09-01');
  });
});
