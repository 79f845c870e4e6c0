/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, Fragment } from 'react';
import { createIntl } from 'react-intl';
import { LOCALES, loadCatalogue, sharedMessages, type Locale } from '@stepwise/shared';

type Catalogue = Record<string, string>;

const srcDir = path.resolve(__dirname, '..');
const featuresDir = path.join(srcDir, 'features');

const readCatalogue = (dir: string, locale: Locale) => JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Catalogue;

/** This remote's common catalogue, loaded for every screen. */
const commonDir = path.join(srcDir, 'messages');
/** Page catalogues: features/<page>/messages, loaded with their page only. */
const pageDirs = readdirSync(featuresDir)
  .map((feature) => path.join(featuresDir, feature, 'messages'))
  .filter((dir) => existsSync(dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}test-utils${path.sep}`) ? [full] : [];
  });
}

const ID_PATTERN = /['"]((?:marketing|validation|error)\.[A-Za-z0-9_.]*[A-Za-z0-9_])['"]/g;
const files = sourceFiles(srcDir).map((file) => ({ file, ids: [...readFileSync(file, 'utf8').matchAll(ID_PATTERN)].map((match) => match[1]) }));

/** The page catalogue a source file can read besides the common and shared ones. */
function pageDirOf(file: string): string | undefined {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..')) return undefined;
  const dir = path.join(featuresDir, relative.split(path.sep)[0], 'messages');
  return pageDirs.includes(dir) ? dir : undefined;
}

describe('message ids used by mfe-marketing', () => {
  it('finds the ids in the code, written out in full (no ids put together at run time)', () => {
    expect(files.flatMap((entry) => entry.ids).length).toBeGreaterThan(300);
    const built = files.filter(({ file }) => /[`'"]marketing\.[A-Za-z0-9_.]*\$\{|['"]marketing\.[A-Za-z0-9_.]*\.['"]\s*\+/.test(readFileSync(file, 'utf8')));
    expect(built.map(({ file }) => path.relative(srcDir, file))).toEqual([]);
  });

  it.each(LOCALES)('all exist in the %s catalogues the screen has (shared, common, its page’s)', async (locale) => {
    const shared = await loadCatalogue(sharedMessages, locale);
    const common = readCatalogue(commonDir, locale);
    const missing = files.flatMap(({ file, ids }) => {
      const pageDir = pageDirOf(file);
      const catalogue = { ...shared, ...common, ...(pageDir ? readCatalogue(pageDir, locale) : {}) };
      return ids.filter((id) => !(id in catalogue)).map((id) => `${path.relative(srcDir, file)}: ${id}`);
    });
    expect(missing).toEqual([]);
  });

  it('leaves no message unused: each page catalogue serves its page, the common one the whole remote', () => {
    const usedAnywhere = new Set(files.flatMap((entry) => entry.ids));
    const unused = Object.keys(readCatalogue(commonDir, 'en')).filter((id) => !usedAnywhere.has(id));
    for (const dir of pageDirs) {
      const usedInPage = new Set(files.filter(({ file }) => pageDirOf(file) === dir).flatMap((entry) => entry.ids));
      unused.push(...Object.keys(readCatalogue(dir, 'en')).filter((id) => !usedInPage.has(id)));
    }
    expect(unused).toEqual([]);
  });

  it('keeps the page catalogues apart: no id is defined twice', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const dir of [commonDir, ...pageDirs]) {
      for (const id of Object.keys(readCatalogue(dir, 'en'))) {
        if (seen.has(id)) duplicates.push(`${id} in ${path.relative(srcDir, dir)} and ${seen.get(id)}`);
        seen.set(id, path.relative(srcDir, dir));
      }
    }
    expect(duplicates).toEqual([]);
  });

  const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();
  const tagsOf = (text: string) => [...new Set([...text.matchAll(/<(\w+)>/g)].map((match) => match[1]))].sort();

  it.each([commonDir, ...pageDirs].map((dir) => [path.relative(srcDir, dir), dir]))('%s: Russian and English use the same placeholders and tags', (_name, dir) => {
    const ru = readCatalogue(dir, 'ru');
    const en = readCatalogue(dir, 'en');
    const differences = Object.keys(en).filter(
      (id) => JSON.stringify([argumentsOf(en[id]), tagsOf(en[id])]) !== JSON.stringify([argumentsOf(ru[id] ?? ''), tagsOf(ru[id] ?? '')]),
    );
    expect(differences).toEqual([]);
  });

  it.each(LOCALES.flatMap((locale) => [commonDir, ...pageDirs].map((dir) => [path.relative(srcDir, dir), locale, dir] as const)))(
    '%s (%s): every message is valid ICU and formats',
    (_name, locale, dir) => {
      const catalogue = readCatalogue(dir, locale);
      const errors: string[] = [];
      const intl = createIntl({ locale, messages: catalogue, onError: (error) => errors.push(error.message) });
      for (const [id, text] of Object.entries(catalogue)) {
        const values: Record<string, unknown> = {};
        for (const name of argumentsOf(text)) values[name] = 2;
        for (const tag of tagsOf(text)) values[tag] = (chunks: unknown[]) => createElement(Fragment, null, ...(chunks as never[]));
        intl.formatMessage({ id }, values as never);
      }
      expect(errors).toEqual([]);
    },
  );

  it('has the specification’s feedback texts', () => {
    const en = readCatalogue(commonDir, 'en');
    expect(en['marketing.feedback.failed']).toBe('Message could not been sent. Please try again later.');
    expect(en['marketing.feedback.messageMinLength']).toContain('{length}');
    expect(readCatalogue(commonDir, 'ru')['marketing.feedback.messageMinLength']).toContain('{length,');
  });
});
