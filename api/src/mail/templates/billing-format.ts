import type { UserLang } from '../../db/schema/index.js';

/** 5 марта 2026 г. / 5 March 2026 (UTC, the calendar billing periods are counted in). */
export function formatDate(lang: UserLang, date: Date): string {
  return date.toLocaleDateString(lang === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/*
 * Money is written the way the portal writes it (shared/src/plans/plan-pricing.ts, `formatRub`):
 * the API ships without the front-end package, so the two constants are repeated here and a parity
 * test (shared/src/plans/money-format-parity.test.ts) keeps both outputs equal.
 */
const RUB_FORMAT_LOCALES: Record<UserLang, string> = { ru: 'ru-RU', en: 'en-US' };
const RUB_FORMAT_OPTIONS: Intl.NumberFormatOptions = { style: 'currency', currency: 'RUB', currencyDisplay: 'symbol', minimumFractionDigits: 0, maximumFractionDigits: 0 };
const formatters = new Map<UserLang, Intl.NumberFormat>();

/** 3 990 ₽ / RUB 3,990. */
export function formatRoubles(lang: UserLang, amount: number): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(RUB_FORMAT_LOCALES[lang], RUB_FORMAT_OPTIONS);
    formatters.set(lang, formatter);
  }
  return formatter.format(amount);
}
