import type { UserLang } from '../../db/schema/index.js';

/** 5 марта 2026 г. / 5 March 2026 (UTC, the calendar billing periods are counted in). */
export function formatDate(lang: UserLang, date: Date): string {
  return date.toLocaleDateString(lang === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** 3 990 ₽ / RUB 3,990. */
export function formatRoubles(lang: UserLang, amount: number): string {
  return lang === 'ru' ? `${amount.toLocaleString('ru-RU')} ₽` : `RUB ${amount.toLocaleString('en-GB')}`;
}
