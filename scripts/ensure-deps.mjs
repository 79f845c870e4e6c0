#!/usr/bin/env node
// Installs the workspace's dependencies when they are missing or out of date, and does nothing
// (quickly) otherwise. Runs before anything is installed: Node built-ins only.
//
// Up to date means: node_modules exists, and either the stamp written after the last install
// matches the current lockfile and package.json files, or (no stamp yet, e.g. installed by hand)
// every package of package-lock.json is installed at its locked version and every declared
// dependency is in the lockfile.
//
// `npm ci` does not work on our machines (the lockfile lacks non-Linux binaries): `npm install`.
//
// Usage: node scripts/ensure-deps.mjs [--check]   (--check: report only, exit 1 when an install is needed)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = join(ROOT, 'node_modules', '.stepwise-deps.sha256');

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The root package.json and every workspace's, as [relative path, parsed] pairs. */
function manifests() {
  const rootManifest = readJson(join(ROOT, 'package.json'));
  const result = [['package.json', rootManifest]];
  for (const workspace of rootManifest.workspaces ?? []) {
    const file = join(workspace, 'package.json');
    if (existsSync(join(ROOT, file))) result.push([file, readJson(join(ROOT, file))]);
  }
  return result;
}

/** Hash of everything that decides what `npm install` installs. */
export function dependencyInputsHash() {
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.node.split('.')[0]} ${process.platform} ${process.arch}\n`);
  for (const file of ['package-lock.json', ...manifests().map(([file]) => file)]) {
    hash.update(`${file}\n`);
    hash.update(existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file)) : 'missing');
    hash.update('\n');
  }
  return hash.digest('hex');
}

function platformMatches(entry) {
  const fits = (list, value) => !Array.isArray(list) || list.some((item) => item === value || (item.startsWith('!') ? item.slice(1) !== value : false));
  return fits(entry.os, process.platform) && fits(entry.cpu, process.arch);
}

/**
 * Compares package-lock.json with what npm recorded as installed (node_modules/.package-lock.json).
 * Returns undefined when they agree, or the first difference found.
 */
export function installedTreeProblem() {
  const lockFile = join(ROOT, 'package-lock.json');
  const hiddenFile = join(ROOT, 'node_modules', '.package-lock.json');
  if (!existsSync(lockFile)) return 'package-lock.json is missing';
  if (!existsSync(hiddenFile)) return 'node_modules/.package-lock.json is missing';
  const lock = readJson(lockFile).packages ?? {};
  const installed = readJson(hiddenFile).packages ?? {};
  for (const [key, entry] of Object.entries(lock)) {
    if (key === '' || !key.includes('node_modules/')) continue;
    if (entry.optional || !platformMatches(entry)) continue;
    const actual = installed[key];
    if (!actual) return `${key} is not installed`;
    if (entry.link ? actual.resolved !== entry.resolved : actual.version !== entry.version) {
      return `${key} is ${actual.version ?? actual.resolved}, the lockfile wants ${entry.version ?? entry.resolved}`;
    }
  }
  for (const [file, manifest] of manifests()) {
    const dir = dirname(file) === '.' ? '' : `${dirname(file)}/`;
    const declared = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies };
    for (const name of Object.keys(declared)) {
      if (!lock[`node_modules/${name}`] && !lock[`${dir}node_modules/${name}`]) return `${file} declares ${name}, which the lockfile lacks`;
    }
  }
  return undefined;
}

/** Why an install is needed, or undefined when the installed tree is current. */
export function installReason() {
  if (!existsSync(join(ROOT, 'node_modules'))) return 'node_modules is missing';
  const hash = dependencyInputsHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === hash) return undefined;
  const problem = installedTreeProblem();
  if (problem) return problem;
  writeFileSync(STAMP, `${hash}\n`);
  return undefined;
}

export function ensureDeps({ check = false } = {}) {
  const started = Date.now();
  const reason = installReason();
  if (!reason) {
    console.log(`[deps] up to date (${Date.now() - started} ms)`);
    return 0;
  }
  if (check) {
    console.log(`[deps] install needed: ${reason}`);
    return 1;
  }
  console.log(`[deps] installing: ${reason}`);
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[deps] npm install failed (${result.error?.message ?? `exit code ${result.status}`})`);
    return result.status || 1;
  }
  writeFileSync(STAMP, `${dependencyInputsHash()}\n`);
  console.log(`[deps] installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = ensureDeps({ check: process.argv.includes('--check') });
}
