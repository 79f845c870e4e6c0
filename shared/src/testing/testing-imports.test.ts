/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FRONT_END_APPS } from '../apps/apps-manifest';

const repoRoot = path.resolve(__dirname, '../../..');
const SOURCES = ['shared/src', ...FRONT_END_APPS.map((app) => `${app.name}/src`)];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Tests, the remotes' test-utils and the testing helpers themselves. */
const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  file.includes(`${path.sep}test-utils${path.sep}`) ||
  file.includes(`${path.sep}shared${path.sep}src${path.sep}testing${path.sep}`);

describe('@stepwise/shared/testing', () => {
  it('is imported by tests only, so no bundle carries it', () => {
    const offenders = SOURCES.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))
      .filter((file) => !isTestCode(file))
      .filter((file) => /from\s+['"](@stepwise\/shared\/testing|(\.\.?\/)+testing)['"]/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(repoRoot, file))).toEqual([]);
  });
});
