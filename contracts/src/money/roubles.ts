/** The languages money is written in. */
export type MoneyLanguage = 'ru' | 'en';

const LOCALES: Record<MoneyLanguage, string> = { ru: 'ru-RU', en: 'en-US' };
const OPTIONS: Intl.NumberFormatOptions = { style: 'currency', currency: 'RUB', currencyDisplay: 'symbol', minimumFractionDigits: 0, maximumFractionDigits: 0 };
const formatters = new Map<MoneyLanguage, Intl.NumberFormat>();

/**
 * Whole roubles, written one way per language everywhere — pages, checkout, account, emails:
 * "3 990 ₽" in Russian, "RUB 3,990" in English.
 */
export function formatRoubles(amount: number, language: MoneyLanguage): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[language], OPTIONS);
    formatters.set(language, formatter);
  }
  return formatter.format(amount);
}
