import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, Fragment } from 'react';
import { createIntl } from 'react-intl';
import { LOCALES, type Locale } from '../i18n/locales';
import type { MessageCatalogue } from '../i18n/message-catalogue';
import sharedEn from '../messages/en.json';
import sharedRu from '../messages/ru.json';

export type CatalogueSet = Record<Locale, MessageCatalogue>;

/** The shared package's messages, which every screen has under its own. */
export const sharedCatalogues: CatalogueSet = { ru: sharedRu, en: sharedEn };

/** The first segments of the shared ids ('validation', 'error', 'plans', …). */
export const SHARED_ID_PREFIXES: readonly string[] = [...new Set(Object.keys(sharedEn).map((id) => id.split('.')[0]))].sort();

/** Reads `ru.json` and `en.json` of a messages folder. */
export function readCatalogues(dir: string): CatalogueSet {
  const read = (locale: Locale) => JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as MessageCatalogue;
  return { ru: read('ru'), en: read('en') };
}

/** The screens' source files under `dir`: TypeScript, without tests and test-utils. */
export function screenSourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-utils' || entry.name === 'node_modules' ? [] : screenSourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Message ids written out in quotes in `source` whose first segment is one of `prefixes`. */
export function messageIdsIn(source: string, prefixes: readonly string[]): string[] {
  const pattern = new RegExp(`['"]((?:${prefixes.map(escape).join('|')})\\.[A-Za-z0-9_.]*[A-Za-z0-9_])['"]`, 'g');
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

/** Whether `source` puts an id of one of `prefixes` together at run time (`'billing.plan.' + code`, `` `billing.${x}` ``). */
export function buildsMessageIds(source: string, prefixes: readonly string[]): boolean {
  const ids = prefixes.map(escape).join('|');
  return new RegExp(`[\`'"](?:${ids})\\.[A-Za-z0-9_.]*\\$\\{|['"](?:${ids})\\.[A-Za-z0-9_.]*\\.['"]\\s*\\+`).test(source);
}

/** Ids one language has and the other lacks, as "ru only: id" / "en only: id". */
export function missingTranslations({ ru, en }: CatalogueSet): string[] {
  return [
    ...Object.keys(ru)
      .filter((id) => !(id in en))
      .map((id) => `ru only: ${id}`),
    ...Object.keys(en)
      .filter((id) => !(id in ru))
      .map((id) => `en only: ${id}`),
  ];
}

/** Ids whose text is empty or blanks, as "locale: id". */
export function emptyMessages(catalogues: CatalogueSet): string[] {
  return LOCALES.flatMap((locale) =>
    Object.entries(catalogues[locale])
      .filter(([, text]) => text.trim() === '')
      .map(([id]) => `${locale}: ${id}`),
  );
}

/** The ICU arguments of a message (`{count, plural, …}`, `{name}`), sorted, each once. */
export function messageArguments(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();
}

/** The rich-text tags of a message (`<terms>…</terms>`), sorted, each once. */
export function messageTags(text: string): string[] {
  return [...new Set([...text.matchAll(/<(\w+)>/g)].map((match) => match[1]))].sort();
}

/** Ids whose Russian and English texts take different arguments or tags. */
export function placeholderMismatches({ ru, en }: CatalogueSet): string[] {
  const shape = (text: string) => JSON.stringify([messageArguments(text), messageTags(text)]);
  return Object.keys(en).filter((id) => id in ru && shape(en[id]) !== shape(ru[id]));
}

const RUSSIAN_PLURAL_FORMS = ['one', 'few', 'many', 'other'];

/**
 * Russian ids with a plural that names some of one, few and many but not all four forms. A plural
 * with `other` alone (and exact `=0` cases) is a word that does not decline, like "ч" for hours.
 */
export function incompleteRussianPlurals(ru: MessageCatalogue): string[] {
  const gives = (text: string, form: string) => new RegExp(`[\\s,]${form}\\s*\\{`).test(text);
  return Object.entries(ru)
    .filter(([, text]) => text.includes('plural,'))
    .filter(
      ([, text]) =>
        !gives(text, 'other') || (['one', 'few', 'many'].some((form) => gives(text, form)) && !RUSSIAN_PLURAL_FORMS.every((form) => gives(text, form))),
    )
    .map(([id]) => id);
}

/** Messages that are not valid ICU or fail to format with every argument 2 and every tag a wrapper, as "id: error". */
export function unformattableMessages(catalogue: MessageCatalogue, locale: Locale): string[] {
  const errors: string[] = [];
  let current = '';
  const intl = createIntl({ locale, messages: catalogue, onError: (error) => errors.push(`${current}: ${error.message}`) });
  for (const [id, text] of Object.entries(catalogue)) {
    current = id;
    const values: Record<string, unknown> = {};
    for (const name of messageArguments(text)) values[name] = 2;
    for (const tag of messageTags(text)) values[tag] = (chunks: unknown[]) => createElement(Fragment, null, ...(chunks as never[]));
    intl.formatMessage({ id }, values as never);
  }
  return errors;
}

export interface RemoteCatalogue {
  /** How test names call it: 'messages', 'features/pricing/messages'. */
  name: string;
  messages: CatalogueSet;
  /** The source files whose screens have this catalogue; all of them when omitted (a remote's common one). */
  serves?: (file: string) => boolean;
}

export interface RemoteCataloguesOptions {
  /** 'mfe-account'. */
  remote: string;
  /** The remote's `src` folder: every screen file under it is read for ids. */
  srcDir: string;
  /** The first segments of the remote's own ids ('account'); the shared ones are added. */
  ownPrefixes: readonly string[];
  catalogues: readonly RemoteCatalogue[];
  /** Fewer ids found in the code than this means the scan itself is broken. */
  minIds: number;
}

/**
 * The checks every remote's catalogues pass, as a Jest `describe`: the ids the code writes exist in
 * both languages (shared or own, and only in a catalogue the screen has), no own message goes
 * unused or repeats another, Russian and English have the same ids, none empty, with the same
 * placeholders and tags, every message formats, and Russian plurals give one, few, many and other.
 */
export function describeRemoteCatalogues({ remote, srcDir, ownPrefixes, catalogues, minIds }: RemoteCataloguesOptions): void {
  const prefixes = [...ownPrefixes, ...SHARED_ID_PREFIXES];
  const files = screenSourceFiles(srcDir).map((file) => {
    const source = readFileSync(file, 'utf8');
    return { file, relative: path.relative(srcDir, file), source, ids: messageIdsIn(source, prefixes) };
  });
  const servedBy = (catalogue: RemoteCatalogue) => files.filter(({ file }) => !catalogue.serves || catalogue.serves(file));
  const named = catalogues.map((catalogue) => [catalogue.name, catalogue] as const);

  describe(`message catalogues of ${remote}`, () => {
    it('finds the ids in the code, written out in full (none put together at run time)', () => {
      expect(files.flatMap(({ ids }) => ids).length).toBeGreaterThan(minIds);
      expect(files.filter(({ source }) => buildsMessageIds(source, ownPrefixes)).map(({ relative }) => relative)).toEqual([]);
    });

    it.each(LOCALES)('has every id the code uses in %s, in a catalogue its screen has (shared or own)', (locale) => {
      const missing = files.flatMap(({ file, relative, ids }) => {
        const available = Object.assign(
          {},
          sharedCatalogues[locale],
          ...catalogues.filter((catalogue) => !catalogue.serves || catalogue.serves(file)).map((catalogue) => catalogue.messages[locale]),
        );
        return ids.filter((id) => !(id in available)).map((id) => `${relative}: ${id}`);
      });
      expect(missing).toEqual([]);
    });

    it('has no message of its own that the code does not use', () => {
      const unused = catalogues.flatMap((catalogue) => {
        const used = new Set(servedBy(catalogue).flatMap(({ ids }) => ids));
        return Object.keys(catalogue.messages.en)
          .filter((id) => !used.has(id))
          .map((id) => `${catalogue.name}: ${id}`);
      });
      expect(unused).toEqual([]);
    });

    it('defines each id once: not in two of its catalogues, not over a shared one', () => {
      const seen = new Map<string, string>(Object.keys(sharedCatalogues.en).map((id) => [id, 'shared']));
      const twice: string[] = [];
      for (const catalogue of catalogues) {
        for (const id of Object.keys(catalogue.messages.en)) {
          if (seen.has(id)) twice.push(`${id} in ${catalogue.name} and ${seen.get(id)}`);
          seen.set(id, catalogue.name);
        }
      }
      expect(twice).toEqual([]);
    });

    it.each(named)('%s: has the same ids in Russian and English, none empty', (_name, catalogue) => {
      expect([...missingTranslations(catalogue.messages), ...emptyMessages(catalogue.messages)]).toEqual([]);
    });

    it.each(named)('%s: Russian and English use the same placeholders and tags', (_name, catalogue) => {
      expect(placeholderMismatches(catalogue.messages)).toEqual([]);
    });

    it.each(named.flatMap(([name, catalogue]) => LOCALES.map((locale) => [name, locale, catalogue] as const)))(
      '%s (%s): every message is valid ICU and formats',
      (_name, locale, catalogue) => {
        expect(unformattableMessages(catalogue.messages[locale], locale)).toEqual([]);
      },
    );

    it.each(named)('%s: Russian plurals give one, few, many and other', (_name, catalogue) => {
      expect(incompleteRussianPlurals(catalogue.messages.ru)).toEqual([]);
    });
  });
}

/** The shared and own texts of one language, for a remote's checks of the specification's wording. */
export function textsOf(locale: Locale, ...own: MessageCatalogue[]): string[] {
  return Object.values(Object.assign({}, sharedCatalogues[locale], ...own) as MessageCatalogue);
}
