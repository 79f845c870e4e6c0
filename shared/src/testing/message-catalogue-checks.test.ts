/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  SHARED_ID_PREFIXES,
  buildsMessageIds,
  emptyMessages,
  incompleteRussianPlurals,
  messageIdsIn,
  missingTranslations,
  placeholderMismatches,
  readCatalogues,
  screenSourceFiles,
  sharedCatalogues,
  textsOf,
  unformattableMessages,
} from './message-catalogue-checks';

describe('message catalogue checks', () => {
  it('find the ids of the given prefixes written out in quotes', () => {
    const source = `intl.formatMessage({ id: 'billing.checkout.title' }); <FormattedMessage id="validation.required" />; 'other.thing'; 'billing.plan.'; billing.total`;
    expect(messageIdsIn(source, ['billing', 'validation'])).toEqual(['billing.checkout.title', 'validation.required']);
    expect(messageIdsIn(source, ['auth'])).toEqual([]);
  });

  it('see ids put together at run time', () => {
    expect(buildsMessageIds('const id = `billing.plan.${code}`;', ['billing'])).toBe(true);
    expect(buildsMessageIds("const id = 'billing.plan.' + code;", ['billing'])).toBe(true);
    expect(buildsMessageIds("const id = 'billing.plan.free';", ['billing'])).toBe(false);
    expect(buildsMessageIds('const id = `account.${code}`;', ['billing'])).toBe(false);
  });

  it('report ids one language lacks, and empty texts', () => {
    const messages = { ru: { 'a.one': 'Один', 'a.two': ' ' }, en: { 'a.one': 'One', 'a.three': 'Three' } };
    expect(missingTranslations(messages)).toEqual(['ru only: a.two', 'en only: a.three']);
    expect(emptyMessages(messages)).toEqual(['ru: a.two']);
    expect(missingTranslations({ ru: { 'a.one': 'Один' }, en: { 'a.one': 'One' } })).toEqual([]);
  });

  it('report texts whose languages take different placeholders or tags', () => {
    const messages = {
      ru: {
        same: '{count, plural, one {# день} few {# дня} many {# дней} other {# дня}} до {date}',
        renamed: 'Привет, {name}',
        tagged: 'Примите <terms>условия</terms>',
      },
      en: { same: '{date} in {count, plural, one {# day} other {# days}}', renamed: 'Hello, {firstName}', tagged: 'Accept the terms' },
    };
    expect(placeholderMismatches(messages)).toEqual(['renamed', 'tagged']);
  });

  it('report Russian plurals that miss a form, but not words that do not decline', () => {
    expect(
      incompleteRussianPlurals({
        full: '{n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}',
        englishLike: '{n, plural, one {# файл} other {# файлов}}',
        noMany: '{n, plural, one {# файл} few {# файла} other {# файлов}}',
        abbreviation: '{hours, plural, =0 {} other {# ч }}',
        plain: 'Без чисел',
      }),
    ).toEqual(['englishLike', 'noMany']);
  });

  it('report messages that are not valid ICU', () => {
    const errors = unformattableMessages(
      { good: 'Hello, {name}, <b>welcome</b>', broken: 'Hello, {name', plural: '{n, plural, one {# day} other {# days}}' },
      'en',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^broken: /);
  });

  it('read a catalogue folder and the screens’ source files, leaving tests and test-utils out', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogues-'));
    writeFileSync(path.join(dir, 'ru.json'), '{"x.a":"А"}');
    writeFileSync(path.join(dir, 'en.json'), '{"x.a":"A"}');
    mkdirSync(path.join(dir, 'test-utils'));
    mkdirSync(path.join(dir, 'feature'));
    for (const file of ['feature/page.tsx', 'feature/page.test.tsx', 'test-utils/render.tsx', 'feature/notes.md']) writeFileSync(path.join(dir, file), '');
    expect(readCatalogues(dir)).toEqual({ ru: { 'x.a': 'А' }, en: { 'x.a': 'A' } });
    expect(screenSourceFiles(dir).map((file) => path.relative(dir, file))).toEqual([path.join('feature', 'page.tsx')]);
  });

  it('know the shared prefixes and put the shared texts under a remote’s own', () => {
    expect(SHARED_ID_PREFIXES).toEqual(expect.arrayContaining(['validation', 'error', 'plans', 'cards', 'password']));
    const texts = textsOf('en', { 'remote.title': 'Remote', 'error.generic': 'Overridden' });
    expect(texts).toContain('Remote');
    expect(texts).toContain('Overridden');
    expect(texts).not.toContain(sharedCatalogues.en['error.generic']);
  });
});

describe('the shared catalogue', () => {
  it('passes the same checks as the remotes’ catalogues', () => {
    expect(missingTranslations(sharedCatalogues)).toEqual([]);
    expect(emptyMessages(sharedCatalogues)).toEqual([]);
    expect(placeholderMismatches(sharedCatalogues)).toEqual([]);
    expect(incompleteRussianPlurals(sharedCatalogues.ru)).toEqual([]);
    expect([...unformattableMessages(sharedCatalogues.ru, 'ru'), ...unformattableMessages(sharedCatalogues.en, 'en')]).toEqual([]);
  });
});
