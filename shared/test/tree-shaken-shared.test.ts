/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FRONT_END_APPS } from '../src/apps/apps-manifest';

const repoRoot = path.resolve(__dirname, '../..');
const SOURCES = ['shared/src', ...FRONT_END_APPS.map((app) => `${app.name}/src`)];
const kept = JSON.parse(readFileSync(path.join(repoRoot, 'shared/federation/tree-shaken-shared.json'), 'utf8')) as Record<string, string[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const files = SOURCES.flatMap((dir) => sourceFiles(path.join(repoRoot, dir))).map((file) => ({
  file: path.relative(repoRoot, file),
  source: readFileSync(file, 'utf8'),
}));

/** Value imports (not `import type`, not `type X` specifiers) of one package, as `file: name`. */
function valueImports(source: string, packageName: string): string[] {
  const names: string[] = [];
  const pattern = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g;
  for (const [, typeOnly, specifiers, from] of source.matchAll(pattern)) {
    if (from !== packageName || typeOnly) continue;
    for (const specifier of specifiers.split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** Code only Jest runs: it is never federated, so it may use exports the shared copy leaves out. */
const testOnly = (file: string) => /\.test\.tsx?$|[\\/]test-utils[\\/]|^shared[\\/]src[\\/]testing[\\/]/.test(file);

describe('tree-shaken shared packages', () => {
  it.each(Object.keys(kept))('%s: every export the apps import is kept in the shared copy', (packageName) => {
    const missing = files
      .filter(({ file }) => !testOnly(file))
      .flatMap(({ file, source }) =>
        valueImports(source, packageName)
          .filter((name) => !kept[packageName].includes(name))
          .map((name) => `${file}: ${name}`),
      );
    expect(missing).toEqual([]);
  });

  it('reads value imports and leaves type imports out', () => {
    const source =
      "import { Link, type RouteObject, useParams as params } from 'react-router';\nimport type { Location } from 'react-router';\nimport { x } from 'other';";
    expect(valueImports(source, 'react-router')).toEqual(['Link', 'useParams']);
  });

  it('the apps import the router from react-router only, so one tree-shaken copy serves them all', () => {
    const offenders = files
      .filter(({ source }) => /from\s+['"]react-router-dom['"]|jest\.mock\(\s*['"]react-router-dom['"]/.test(source))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
