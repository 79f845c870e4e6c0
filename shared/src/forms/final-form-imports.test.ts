/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FRONT_END_APPS } from '../apps/apps-manifest';

const repoRoot = path.resolve(__dirname, '../../..');
const APP_SOURCES = FRONT_END_APPS.map((app) => `${app.name}/src`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('react-final-form', () => {
  it('is imported by the apps only through @stepwise/shared, so there is one instance', () => {
    const offenders = APP_SOURCES.flatMap((dir) => sourceFiles(path.join(repoRoot, dir))).filter((file) =>
      /from\s+['"]react-final-form['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(repoRoot, file))).toEqual([]);
  });
});
