import { addDays, daysBetween, epochDay, isDayKey, isoInstant, weekdayOf } from '../src/dates/day-key.js';

describe('calendar dates', () => {
  it('counts days and weekdays', () => {
    expect(weekdayOf('2026-11-23')).toBe(0);
    expect(weekdayOf('2026-11-29')).toBe(6);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect([...daysBetween('2026-02-27', '2026-03-02')]).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('refuses dates that do not exist', () => {
    expect(isDayKey('2026-02-29')).toBe(false);
    expect(isDayKey('2026-13-01')).toBe(false);
    expect(isDayKey('26-01-01')).toBe(false);
    expect(() => epochDay('2026-04-31')).toThrow(RangeError);
  });

  it('never reads a year before 100 as one of the 1900s', () => {
    expect(isDayKey('0001-01-01')).toBe(false);
    expect(isDayKey('0099-12-31')).toBe(false);
    expect(() => epochDay('0001-01-01')).toThrow(RangeError);
    expect(epochDay('1901-01-01')).toBe(Date.UTC(1901, 0, 1) / 86_400_000);
  });

  it('formats instants exactly as Date#toISOString does', () => {
    const samples = [
      0,
      1,
      999,
      86_399_999,
      Date.parse('2026-11-23T06:00:00Z') + 0.7,
      Date.parse('1999-12-31T23:59:59.5Z'),
      Date.parse('2031-05-07T13:04:05.006Z'),
    ];
    for (let index = 0; index < 200; index++) samples.push(Math.floor(1.7e12 + index * 7_777_777.7));
    for (const instant of samples) expect(isoInstant(instant)).toBe(new Date(instant).toISOString());
  });
});
