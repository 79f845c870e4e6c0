import { isCalendarDate } from '../src/rules/index.js';

describe('isCalendarDate', () => {
  it.each(['2025-01-31', '2024-02-29', '2000-02-29', '1999-12-31'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });
  it.each(['2025-02-29', '1900-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-1-01', '25-01-01', ''])('refuses %j', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});
