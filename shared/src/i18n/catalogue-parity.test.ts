/** @jest-environment node */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { FRONT_END_APPS } from '../apps/apps-manifest';

const repoRoot = path.resolve(__dirname, '../../..');
const APPS = ['shared', ...FRONT_END_APPS.map((app) => app.name)];

function findMessageDirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'messages' ? [full, ...findMessageDirs(full)] : findMessageDirs(full);
  });
}

const catalogues = APPS.flatMap((app) => findMessageDirs(path.join(repoRoot, app, 'src')));

describe('message catalogues', () => {
  it('exist for the shell, the shared package and every remote', () => {
    for (const app of APPS) expect(catalogues.some((dir) => dir.includes(`${path.sep}${app}${path.sep}`))).toBe(true);
  });

  it.each(catalogues.map((dir) => [path.relative(repoRoot, dir)]))('%s has the same keys in Russian and English, none empty', (relative) => {
    const read = (lang: string) => JSON.parse(readFileSync(path.join(repoRoot, relative, `${lang}.json`), 'utf8')) as Record<string, string>;
    const ru = read('ru');
    const en = read('en');
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
    for (const [key, text] of [...Object.entries(ru), ...Object.entries(en)]) expect([key, text.trim().length > 0]).toEqual([key, true]);
  });
});
