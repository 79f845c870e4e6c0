import type { Locale } from '@stepwise/shared';

const formatters = new Map<Locale, Intl.NumberFormat>();

/** Whole roubles in the reader's language: «1 990 ₽» in Russian, «₽1,990» in English. */
export function formatRub(amount: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', {
      style: 'currency',
      currency: 'RUB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
