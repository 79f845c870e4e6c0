import { minutesFrom, minutesSince, splitMinutes } from './minutes';

describe('minutes', () => {
  it('splits a duration into hours and minutes', () => {
    expect(splitMinutes(135)).toEqual({ hours: 2, minutes: 15 });
    expect(splitMinutes(45)).toEqual({ hours: 0, minutes: 45 });
    expect(splitMinutes(0)).toEqual({ hours: 0, minutes: 0 });
  });

  it('reads two typed fields as minutes: empty or zero is none, anything but whole numbers is NaN', () => {
    expect(minutesFrom('2', '15')).toBe(135);
    expect(minutesFrom('', '90')).toBe(90);
    expect(minutesFrom(' 1 ', '')).toBe(60);
    expect(minutesFrom('', '')).toBeNull();
    expect(minutesFrom('0', '0')).toBeNull();
    expect(minutesFrom('1.5', '')).toBeNaN();
    expect(minutesFrom('-1', '')).toBeNaN();
    expect(minutesFrom('', 'ten')).toBeNaN();
  });

  it('counts whole minutes since an instant, never below zero', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(minutesSince('2026-11-25T09:30:30Z', now)).toBe(29);
    expect(minutesSince('2026-11-25T10:05:00Z', now)).toBe(0);
  });
});
