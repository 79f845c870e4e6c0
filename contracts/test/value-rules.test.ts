import { ID_MAX, isId, isSupportedDate, isSupportedInstant, isTimeZone, parseId } from '../src/rules/index.js';

describe('ids', () => {
  it.each([1, 42, ID_MAX])('accepts %p', (value) => {
    expect(isId(value)).toBe(true);
    expect(parseId(String(value))).toBe(value);
  });
  it.each([0, -1, 1.5, 2 ** 31, 2 ** 53, Number.NaN, '7'])('refuses the number %p', (value) => {
    expect(isId(value)).toBe(false);
  });
  it.each(['', '0', '-1', '1.5', '2147483648', '9007199254740992', '12a', ' 12', '00000000001'])('parses %j as no id', (value) => {
    expect(parseId(value)).toBeUndefined();
  });
});

describe('supported dates and instants', () => {
  it.each(['1970-01-01', '2026-12-07', '2099-12-31'])('accepts the date %s', (value) => {
    expect(isSupportedDate(value)).toBe(true);
  });
  it.each(['0000-01-01', '0001-01-01', '1969-12-31', '2100-01-01', '9999-12-31', '2026-02-30', '2026-1-01'])('refuses the date %s', (value) => {
    expect(isSupportedDate(value)).toBe(false);
  });
  it.each(['2026-12-07T10:00:00Z', '2026-12-07T10:00:00.123+03:00', '1970-01-01T00:00:00Z', '2099-12-31T23:59:59Z'])('accepts the instant %s', (value) => {
    expect(isSupportedInstant(value)).toBe(true);
  });
  it.each([
    '0001-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '1969-12-31T23:59:59Z',
    '2099-12-31T23:59:59-01:00',
    '2026-02-30T10:00:00Z',
    '2026-12-07T24:00:00Z',
    '2026-12-07T10:00:00+99:00',
    '2026-12-07',
    '2026-12-07T10:00:00',
  ])('refuses the instant %s', (value) => {
    expect(isSupportedInstant(value)).toBe(false);
  });
});

describe('time zones', () => {
  it.each(['Europe/Moscow', 'America/New_York', 'UTC', 'Etc/GMT-3', 'America/Argentina/Buenos_Aires'])('accepts %s', (value) => {
    expect(isTimeZone(value)).toBe(true);
  });
  it.each(['+99:00', '-99:99', '+03:00', 'Mars/Olympus', '', 'Europe/', 'x'.repeat(65)])('refuses %j', (value) => {
    expect(isTimeZone(value)).toBe(false);
  });
});
