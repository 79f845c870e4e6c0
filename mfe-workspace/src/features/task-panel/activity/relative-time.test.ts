import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('picks the largest unit that keeps the value at least one', () => {
    expect(relativeTime('2026-11-25T11:59:30Z', now)).toEqual({ value: -30, unit: 'second' });
    expect(relativeTime('2026-11-25T11:15:00Z', now)).toEqual({ value: -45, unit: 'minute' });
    expect(relativeTime('2026-11-25T09:00:00Z', now)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeTime('2026-11-23T12:00:00Z', now)).toEqual({ value: -2, unit: 'day' });
    expect(relativeTime('2026-08-25T12:00:00Z', now)).toEqual({ value: -3, unit: 'month' });
    expect(relativeTime('2024-11-25T12:00:00Z', now)).toEqual({ value: -2, unit: 'year' });
  });
});
