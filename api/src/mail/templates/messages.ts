import { IntlMessageFormat } from 'intl-messageformat';
import type { UserLang } from '../../db/schema/index.js';
import en from '../messages/en.json' with { type: 'json' };
import ru from '../messages/ru.json' with { type: 'json' };

/** A key of the mail catalogues (`src/mail/messages/<lang>.json`, ICU message syntax). */
export type MessageId = keyof typeof ru;
export type MessageValues = Record<string, string | number | Date>;

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
  return String(format.format(values));
}
