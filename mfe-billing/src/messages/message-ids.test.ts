/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadCatalogue, sharedMessages, type Locale } from '@stepwise/shared';
import en from './en.json';
import ru from './ru.json';

const own: Record<Locale, Record<string, string>> = { en, ru };

const srcDir = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-utils' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every message id written in the screens' code: 'billing.…' and the shared 'validation.…', 'error.…'. */
const usedIds = [
  ...new Set(
    sourceFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"]((?:billing|validation|error)\.[A-Za-z0-9_.]+[A-Za-z0-9_])['"]/g)].map((match) => match[1]),
    ),
  ),
].sort();

describe('message ids used by mfe-billing', () => {
  it('finds the ids in the code', () => {
    expect(usedIds.length).toBeGreaterThan(100);
  });

  it.each(['en', 'ru'] as const)('all exist in the %s catalogues (own or shared)', async (lang) => {
    const catalogue = { ...(await loadCatalogue(sharedMessages, lang)), ...own[lang] };
    expect(usedIds.filter((id) => !(id in catalogue))).toEqual([]);
  });

  it('has no message of its own that the code does not use', () => {
    expect(Object.keys(en).filter((id) => !usedIds.includes(id))).toEqual([]);
  });

  it('has the same ids in Russian and English, none empty', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(ru), ...Object.values(en)]) expect(text.trim()).not.toBe('');
  });

  it('has the specification’s texts word for word', async () => {
    const russian = Object.values({ ...(await loadCatalogue(sharedMessages, 'ru')), ...ru });
    for (const text of ['Не удалось оформить подписку', 'Не удалось добавить выбранную карту', 'Не удалось инициировать новую карту', 'Произошла ошибка', 'Попробуйте повторить попытку позже']) {
      expect(russian).toContain(text);
    }
  });

  it('uses the four Russian plural forms wherever it counts', () => {
    for (const [id, text] of Object.entries(ru).filter(([, text]) => text.includes('plural,'))) {
      expect([id, ['one {', 'few {', 'many {', 'other {'].every((form) => text.includes(form))]).toEqual([id, true]);
    }
  });
});
