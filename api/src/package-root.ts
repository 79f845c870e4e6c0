import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package directory (the one holding api/package.json), found by walking up from this file
 * so that paths resolve the same from `src/` (tsx, Jest) and from the compiled `dist/`.
 */
function findPackageRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(`No package.json found above ${start}`);
    }
    dir = parent;
  }
  return dir;
}

export const packageRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

/** The monorepo root: the api package is one of its workspaces. */
export const repoRoot = dirname(packageRoot);
