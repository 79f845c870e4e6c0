import path from 'node:path';
import { formatRub } from './plan-pricing';

/*
 * Emails are formatted by the API, which ships without this package; its formatter must write
 * money exactly as the portal does. Loaded by path so the type-check keeps the two projects apart.
 */
const emailFormatterPath = path.resolve(__dirname, '../../../api/src/mail/templates/billing-format.ts');
const { formatRoubles } = jest.requireActual(emailFormatterPath) as { formatRoubles: (lang: 'ru' | 'en', amount: number) => string };

describe('one money format for pages and emails', () => {
  it.each([0, 390, 1490, 3990, 20113.97, 249900])('writes %p the same way in the portal and in emails', (amount) => {
    expect(formatRoubles('ru', amount)).toBe(formatRub(amount, 'ru'));
    expect(formatRoubles('en', amount)).toBe(formatRub(amount, 'en'));
  });

  it('is "3 990 ₽" in Russian and "RUB 3,990" in English', () => {
    expect(formatRoubles('ru', 3990).replace(/\s/g, ' ')).toBe('3 990 ₽');
    expect(formatRoubles('en', 3990).replace(/\s/g, ' ')).toBe('RUB 3,990');
  });
});
