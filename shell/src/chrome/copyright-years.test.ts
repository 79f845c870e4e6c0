import { copyrightYears } from './copyright-years';

describe('copyrightYears', () => {
  it('ends with the current year', () => {
    expect(copyrightYears(new Date(2026, 10, 25))).toBe('2021–2026');
    expect(copyrightYears(new Date(2031, 0, 1))).toBe('2021–2031');
  });

  it('is a single year in the year of first publication', () => {
    expect(copyrightYears(new Date(2021, 5, 1))).toBe('2021');
  });
});
