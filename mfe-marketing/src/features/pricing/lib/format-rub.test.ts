import { formatRub } from './format-rub';

/** Intl separates groups with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatRub', () => {
  it('formats whole roubles the Russian way', () => {
    expect(plain(formatRub(1990, 'ru'))).toBe('1 990 ₽');
    expect(plain(formatRub(249900, 'ru'))).toBe('249 900 ₽');
    expect(plain(formatRub(0, 'ru'))).toBe('0 ₽');
    expect(plain(formatRub(390, 'ru'))).toBe('390 ₽');
  });

  it('formats whole roubles the English way', () => {
    expect(formatRub(1990, 'en')).toBe('₽1,990');
    expect(formatRub(249900, 'en')).toBe('₽249,900');
    expect(formatRub(0, 'en')).toBe('₽0');
  });

  it('shows no kopecks', () => {
    expect(plain(formatRub(4158.33, 'ru'))).toBe('4 158 ₽');
    expect(formatRub(4158.5, 'en')).toBe('₽4,159');
  });
});
