import { formatRoubles } from '@stepwise/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import type { UserLang } from '../../../db/schema/index.js';
import en from '../messages/en.json' with { type: 'json' };
import ru from '../messages/ru.json' with { type: 'json' };

/** A key of the mail catalogues (`src/mail/messages/<lang>.json`, ICU message syntax). */
export type MessageId = keyof typeof ru;
/** An amount of money, written the way every page writes it ("3 990 ₽", "RUB 3,990"). */
export interface Roubles {
  roubles: number;
}
export type MessageValues = Record<string, string | number | Date | Roubles>;

export const roubles = (amount: number): Roubles => ({ roubles: amount });

function withMoneyWritten(lang: UserLang, values: MessageValues | undefined) {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'object' && 'roubles' in value ? formatRoubles(value.roubles, lang) : value]),
  );
}

const catalogues: Record<UserLang, Record<MessageId, string>> = { ru, en };
const locales: Record<UserLang, string> = { ru: 'ru-RU', en: 'en-GB' };
/** `{date, date, billing}`: 5 марта 2026 г. / 5 March 2026, in UTC, the calendar billing periods are counted in. */
const formats = { date: { billing: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } } } as const;
const compiled = new Map<string, IntlMessageFormat>();

/** One message of the mail catalogue in `lang`, with its placeholders filled. */
export function formatMessage(lang: UserLang, id: MessageId, values?: MessageValues): string {
  const key = `${lang}\u0000${id}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(catalogues[lang][id], locales[lang], formats, { ignoreTag: true });
    compiled.set(key, format);
  }
  return String(format.format(withMoneyWritten(lang, values)));
}
