/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH, loadCatalogue, sharedMessages, type Locale } from '@stepwise/shared';
import en from './en.json';
import ru from './ru.json';

const own: Record<Locale, Record<string, string>> = { en, ru };

const srcDir = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every message id written in the screens' code: 'auth.…', 'validation.…', 'error.…'. */
const usedIds = [
  ...new Set(sourceFiles(srcDir).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"]((?:auth|validation|error)\.[A-Za-z.]+[A-Za-z])['"]/g)].map((match) => match[1]))),
].sort();

describe('message ids used by mfe-auth', () => {
  it('finds the ids in the code', () => {
    expect(usedIds.length).toBeGreaterThan(50);
  });

  it.each(['en', 'ru'] as const)('all exist in the %s catalogues (own or shared)', async (lang) => {
    const catalogue = { ...(await loadCatalogue(sharedMessages, lang)), ...own[lang] };
    expect(usedIds.filter((id) => !(id in catalogue))).toEqual([]);
  });

  it('has the specification’s English texts', async () => {
    const catalogue = { ...(await loadCatalogue(sharedMessages, 'en')), ...en };
    const intl = createIntl({ locale: 'en', messages: catalogue });
    // The shared password message takes the length: registration's is PASSWORD_MIN_LENGTH.
    const texts = [...Object.values(catalogue), intl.formatMessage({ id: 'validation.passwordMinLength' }, { length: PASSWORD_MIN_LENGTH })];
    for (const text of [
      'Email is required',
      'Password must be at least 6 characters',
      'Enter confirmation',
      'Confirmation does not match',
      'Website policy and terms must be accepted',
      'Please enter the code',
      'Wrong login or password',
      'Email not found',
      'Restore password link is not valid',
    ]) {
      expect(texts).toContain(text);
    }
  });
});
