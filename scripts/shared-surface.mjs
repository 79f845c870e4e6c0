#!/usr/bin/env node
// The public surface of @stepwise/shared (the names each entry point of its package.json exports) and
// the rule that keeps its version honest: when the surface changes, the version must change too.
//
//   node scripts/shared-surface.mjs           checks shared/public-surface.json against the sources
//   node scripts/shared-surface.mjs --write   records the current surface (refused without a version bump)
//
// The check also runs in the front-end Jest (scripts/shared-surface.test.ts), so `npm test` fails on it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = path.join(ROOT, 'shared');
export const SNAPSHOT_FILE = path.join(SHARED, 'public-surface.json');
const CHANGELOG_FILE = path.join(SHARED, 'CHANGELOG.md');

/** Entry points a remote can import at run time: every `exports` key with one file (not `./node/*`, not package.json). */
function entryPoints(pkg) {
  return Object.entries(pkg.exports)
    .filter(([key, target]) => typeof target === 'string' && !key.includes('*') && key !== './package.json')
    .map(([key, target]) => ({ key, file: path.join(SHARED, target) }));
}

/** `{ version, entries: { '.': ['Button', …], './routes': […] } }` of the sources as they are now. */
export function readSurface() {
  const pkg = JSON.parse(readFileSync(path.join(SHARED, 'package.json'), 'utf8'));
  const entries = entryPoints(pkg);
  const configFile = ts.readConfigFile(path.join(SHARED, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, SHARED);
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    { ...options, noEmit: true, composite: false, declaration: false, emitDeclarationOnly: false, skipLibCheck: true },
  );
  const checker = program.getTypeChecker();
  const surface = {};
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) throw new Error(`cannot read the exports of ${path.relative(ROOT, entry.file)}`);
    surface[entry.key] = checker
      .getExportsOfModule(symbol)
      .map((exported) => exported.getName())
      .sort();
  }
  return { version: pkg.version, entries: surface };
}

export function readSnapshot() {
  return JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8'));
}

function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version);
  if (!match) throw new Error(`not a semantic version: ${version}`);
  return match.slice(1, 4).map(Number);
}

/** The smallest bump semver asks for: a removed name breaks remotes (major), an added one is a feature (minor). */
export function surfaceChanges(recorded, current) {
  const keys = new Set([...Object.keys(recorded), ...Object.keys(current)]);
  const added = [];
  const removed = [];
  for (const key of keys) {
    const before = new Set(recorded[key] ?? []);
    const after = new Set(current[key] ?? []);
    const label = (name) => (key === '.' ? name : `${key}: ${name}`);
    for (const name of after) if (!before.has(name)) added.push(label(name));
    for (const name of before) if (!after.has(name)) removed.push(label(name));
  }
  return { added, removed, needed: removed.length > 0 ? 'major' : added.length > 0 ? 'minor' : 'none' };
}

/** Which part of the version went up from `from` to `to` ('none' when it did not go up). */
export function bumpOf(from, to) {
  const [a, b, c] = parseVersion(from);
  const [x, y, z] = parseVersion(to);
  if (x !== a) return x > a ? 'major' : 'none';
  if (y !== b) return y > b ? 'minor' : 'none';
  if (z !== c) return z > c ? 'patch' : 'none';
  return 'none';
}

const RANK = { none: 0, patch: 1, minor: 2, major: 3 };

/**
 * The decision: `{ ok: true }`, or `{ ok: false, message }` saying what to do. The snapshot must describe
 * the sources exactly, and it may only be re-recorded with a version bump as large as the change needs.
 * While the major version is 0, semver lets a minor bump break, so 'minor' is enough for a removal.
 */
export function checkSurface(snapshot, current, changelog) {
  const changes = surfaceChanges(snapshot.entries, current.entries);
  const bump = bumpOf(snapshot.version, current.version);
  const needed = changes.needed === 'major' && parseVersion(current.version)[0] === 0 ? 'minor' : changes.needed;
  const listed = [...changes.added.map((name) => `+ ${name}`), ...changes.removed.map((name) => `- ${name}`)].join('\n');
  if (changes.needed !== 'none' && RANK[bump] < RANK[needed]) {
    return {
      ok: false,
      message:
        `@stepwise/shared's exports changed but its version did not go up enough (${snapshot.version} → ${current.version}, ` +
        `this change needs a ${needed} bump):\n${listed}\n` +
        'Raise "version" in shared/package.json (semver: a removed or changed export is major, an added one minor), ' +
        'the remotes\' "@stepwise/shared" range if they need the new exports, add a line to shared/CHANGELOG.md, ' +
        'then run `node scripts/shared-surface.mjs --write`.',
    };
  }
  if (!new RegExp(`^## ${current.version.replace(/[.+]/g, '\\$&')}(\\s|$)`, 'm').test(changelog)) {
    return { ok: false, message: `shared/CHANGELOG.md has no "## ${current.version}" section: say what this version changed.` };
  }
  if (changes.needed !== 'none' || bump !== 'none' || snapshot.version !== current.version) {
    return {
      ok: false,
      message:
        `shared/public-surface.json is out of date (recorded ${snapshot.version}, now ${current.version})` +
        `${listed ? `:\n${listed}` : ''}\nRun \`node scripts/shared-surface.mjs --write\` and commit the file.`,
    };
  }
  return { ok: true };
}

/** Checks the repository; returns the decision. */
export function checkRepository() {
  return checkSurface(readSnapshot(), readSurface(), readFileSync(CHANGELOG_FILE, 'utf8'));
}

function main() {
  const write = process.argv.includes('--write');
  const current = readSurface();
  const result = checkRepository();
  if (write) {
    if (!result.ok && !/out of date/.test(result.message)) {
      console.error(result.message);
      process.exit(1);
    }
    writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(current, null, 2)}\n`);
    console.log(`recorded the surface of @stepwise/shared ${current.version}`);
    return;
  }
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  console.log(`@stepwise/shared ${current.version}: exports match shared/public-surface.json`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
