import { describe, expect, it } from '@jest/globals';
import { canonicalInvoiceNumber, formatInvoiceNumber, parseInvoiceNumber } from '../../src/modules/bank-transfer/invoice-number.js';

describe('invoice numbers', () => {
  it('are СЧ, the year and a 6-digit sequence', () => {
    expect(formatInvoiceNumber({ year: 2026, sequence: 123 })).toBe('СЧ-2026-000123');
    expect(formatInvoiceNumber({ year: 2026, sequence: 999_999 })).toBe('СЧ-2026-999999');
  });

  it.each([[{ year: 2026, sequence: 1 }], [{ year: 2027, sequence: 42 }], [{ year: 2030, sequence: 999_999 }]])('round-trip %j', (parts) => {
    expect(parseInvoiceNumber(formatInvoiceNumber(parts))).toEqual(parts);
  });

  it.each([
    ['SCH-2026-000123', 'Latin transliteration'],
    ['sch-2026-000123', 'lower-case Latin'],
    ['сч-2026-000123', 'lower-case Cyrillic'],
    ['CЧ-2026-000123', 'a Latin C'],
    ['  СЧ-2026-000123 ', 'spaces around'],
    ['СЧ – 2026 – 000123', 'en dashes with spaces'],
    ['СЧ-2026-123', 'no leading zeros'],
  ])('parses %s (%s) as operators type it', (input) => {
    expect(parseInvoiceNumber(input)).toEqual({ year: 2026, sequence: 123 });
    expect(canonicalInvoiceNumber(input)).toBe('СЧ-2026-000123');
  });

  it.each(['СЧ-2026-0000123', 'СЧ-26-000123', 'СЧ-2026-000000', 'СЧ2026000123', 'SC-2026-000123', 'СЧ-2026-000123-1', '2026-000123', ''])(
    'rejects %s',
    (input) => {
      expect(parseInvoiceNumber(input)).toBeNull();
      expect(canonicalInvoiceNumber(input)).toBeNull();
    },
  );

  it.each([
    { year: 2026, sequence: 0 },
    { year: 2026, sequence: 1_000_000 },
    { year: 2026, sequence: 1.5 },
    { year: 26, sequence: 1 },
  ])('cannot be formatted from %j', (parts) => {
    expect(() => formatInvoiceNumber(parts)).toThrow(RangeError);
  });
});
