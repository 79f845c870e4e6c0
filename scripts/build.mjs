#!/usr/bin/env node
// Builds the API and the front-end apps of apps.manifest.json with their own npm scripts (`npm run build -w <app>`),
// skipping an app whose inputs did not change since its last successful build.
//
// An app's inputs: its folder (sources, configs, static files; not node_modules, dist, its Node
// server, tests), tsconfig.base.json, package-lock.json, apps.manifest.json, and for apps that depend on
// @stepwise/shared, the shared package (not its Node-only `node/` folder) and rspack.base.ts. Their
// hash is stored in `<app>/dist/.build-stamp` after a successful build; the app is rebuilt when the
// hash differs or an expected output is missing.
//
// When every app is built, the public pages are then prerendered into HTML (scripts/prerender.mjs;
// skipped when the builds did not change since the last run). Chromium is installed for it when
// missing (scripts/ensure-chromium.mjs); without one, pages are served without their markup and a
// warning says so.
//
// Usage: node scripts/build.mjs [--force] [--verbose] [--no-prerender] [--concurrency=N] [app ...]
//   BUILD_CONCURRENCY=N also sets the number of parallel builds (default: see DEFAULT_CONCURRENCY).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTargets, readAppsManifest } from './apps-manifest.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { prerender as prerenderPages, prerenderIsCurrent } from './prerender.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Rspack already uses every core for one build. Measured on a 2-core build machine (see
 * docs/operations.md): two builds at a time are faster than one after the other, because each
 * build spends part of its time single-threaded (start-up, config loading, emitting).
 */
export const DEFAULT_CONCURRENCY = 2;

/**
 * Build order (apps.manifest.json): the API first (its tsc build is single-threaded and pairs well
 * with a bundler build), then the shell, then the remotes.
 */
export const APPS = buildTargets(readAppsManifest());

const STAMP_FILE = '.build-stamp';
/** Folder names never part of an app's build inputs. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', '.tsbuild', 'coverage', '__tests__', '__mocks__', 'test-results', '.turbo']);
const SKIPPED_FILE = /(?:\.(?:test|spec)\.[cm]?[jt]sx?$)|(?:^Dockerfile$)|(?:\.tsbuildinfo$)|(?:^\.DS_Store$)/;

function listFiles(dir, skipDirs = new Set()) {
  const files = [];
  if (!existsSync(dir)) return files;
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !skipDirs.has(full)) walk(full);
      } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
        files.push(full);
      }
    }
  };
  walk(dir);
  return files;
}

function dependsOn(app, packageName) {
  const manifest = JSON.parse(readFileSync(join(ROOT, app, 'package.json'), 'utf8'));
  return Boolean(manifest.dependencies?.[packageName] ?? manifest.devDependencies?.[packageName]);
}

/** Every file whose content decides the app's build output. */
export function inputFiles(app) {
  const files = listFiles(join(ROOT, app), new Set([join(ROOT, app, 'server')]));
  for (const file of ['tsconfig.base.json', 'package-lock.json', 'apps.manifest.json']) files.push(join(ROOT, file));
  const usesShared = dependsOn(app, '@stepwise/shared');
  if (usesShared) {
    files.push(join(ROOT, 'rspack.base.ts'));
    files.push(...listFiles(join(ROOT, 'shared'), new Set([join(ROOT, 'shared', 'node')])));
  }
  // the shared kit builds on the contract, so every app that uses one uses the other
  if (usesShared || dependsOn(app, '@stepwise/contracts')) files.push(...listFiles(join(ROOT, 'contracts')));
  if (dependsOn(app, '@stepwise/scheduling')) files.push(...listFiles(join(ROOT, 'scheduling')));
  return [...new Set(files)].sort();
}

export function inputsHash(app) {
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.node.split('.')[0]}; NODE_ENV=${process.env.NODE_ENV ?? ''}\n`);
  for (const file of inputFiles(app)) {
    hash.update(`${relative(ROOT, file)}\n`);
    hash.update(existsSync(file) ? readFileSync(file) : 'missing');
    hash.update('\n');
  }
  return hash.digest('hex');
}

function readStamp(app) {
  try {
    return JSON.parse(readFileSync(join(ROOT, app, 'dist', STAMP_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Why `app` must be built, or undefined when its last build is current. */
export function staleReason(app, hash = inputsHash(app)) {
  const spec = APPS.find((candidate) => candidate.name === app);
  const stamp = readStamp(app);
  if (!stamp) return 'never built';
  if (stamp.hash !== hash) return 'inputs changed';
  const missing = spec.outputs.find((output) => !existsSync(join(ROOT, app, 'dist', output)));
  if (missing) return `dist/${missing} is missing`;
  return undefined;
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Each build's version carries a label: BUILD_LABEL when set (a release id), else the build's
 * inputs hash. A page prerendered from one build of a remote is hydrated only by that build
 * (shell/src/boot/hydrate-prerendered-page.tsx), so two builds must never share a version.
 */
function runBuild(app, { verbose, label }) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '-w', app], {
      cwd: ROOT,
      env: { ...process.env, BUILD_LABEL: process.env.BUILD_LABEL || label, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = [];
    let pending = '';
    const onData = (chunk) => {
      pending += chunk.toString();
      const parts = pending.split(/\r?\n/);
      pending = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (verbose) console.log(`[${app}] ${line}`);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (error) => lines.push(`failed to run npm: ${error.message}`));
    child.on('close', (code, signal) => {
      if (pending) lines.push(pending);
      resolvePromise({ app, ok: code === 0, code, signal, ms: Date.now() - started, lines });
    });
  });
}

/**
 * Builds the given apps (default: all), at most `concurrency` at a time. Resolves to one result per
 * app: { app, status: 'built' | 'skipped' | 'failed', ms, reason }.
 */
export async function build({
  apps = APPS.map((app) => app.name),
  force = false,
  verbose = false,
  prerender = true,
  concurrency = DEFAULT_CONCURRENCY,
  log = console.log,
} = {}) {
  const unknown = apps.filter((app) => !APPS.some((candidate) => candidate.name === app));
  if (unknown.length > 0) throw new Error(`unknown app(s): ${unknown.join(', ')} (known: ${APPS.map((app) => app.name).join(', ')})`);
  const ordered = APPS.map((app) => app.name).filter((app) => apps.includes(app));

  const results = new Map();
  const queue = [];
  for (const app of ordered) {
    if (!existsSync(join(ROOT, app, 'package.json'))) throw new Error(`${app}/package.json does not exist`);
    const hash = inputsHash(app);
    const reason = force ? 'forced' : staleReason(app, hash);
    if (reason) queue.push({ app, hash, reason });
    else results.set(app, { app, status: 'skipped', ms: 0, reason: 'up to date' });
  }

  const workers = Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      log(`[build] ${job.app}: building (${job.reason})`);
      const result = await runBuild(job.app, { verbose, label: job.hash.slice(0, 8) });
      if (result.ok) {
        const missing = APPS.find((spec) => spec.name === job.app).outputs.filter((output) => !existsSync(join(ROOT, job.app, 'dist', output)));
        if (missing.length > 0) {
          log(`[build] ${job.app}: the build succeeded but did not produce ${missing.map((file) => `dist/${file}`).join(', ')}`);
          results.set(job.app, { app: job.app, status: 'failed', ms: result.ms, reason: `missing ${missing.join(', ')}` });
          continue;
        }
        const stamp = { hash: job.hash, builtAt: new Date().toISOString(), ms: result.ms };
        writeFileSync(join(ROOT, job.app, 'dist', STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
        // eslint-disable-next-line no-control-regex -- rspack colours its output: skip the ANSI escapes
        const warnings = result.lines.filter((line) => /^\s*(?:\x1b\[[0-9;]*m)*\s*WARNING\b/i.test(line)).length;
        log(`[build] ${job.app}: built in ${seconds(result.ms)}${warnings > 0 && !verbose ? ` (${warnings} warning(s), run with --verbose to see them)` : ''}`);
        results.set(job.app, { app: job.app, status: 'built', ms: result.ms, reason: job.reason });
      } else {
        if (!verbose) {
          log(`[build] ${job.app}: FAILED after ${seconds(result.ms)}; its output:`);
          for (const line of result.lines.slice(-120)) log(`[${job.app}] ${line}`);
        } else {
          log(`[build] ${job.app}: FAILED after ${seconds(result.ms)}`);
        }
        results.set(job.app, {
          app: job.app,
          status: 'failed',
          ms: result.ms,
          reason: result.signal ? `killed by ${result.signal}` : `exit code ${result.code}`,
        });
      }
    }
  });
  await Promise.all(workers);
  const appResults = ordered.map((app) => results.get(app));
  if (!prerender || appResults.some((result) => result.status === 'failed') || APPS.some((spec) => staleReason(spec.name) !== undefined)) return appResults;
  return [...appResults, await runPrerender({ force, verbose, log })];
}

async function runPrerender({ force, verbose, log }) {
  if (!force && prerenderIsCurrent()) return { app: 'prerender', status: 'skipped', ms: 0, reason: 'up to date' };
  if (ensureChromium() !== 0) {
    log('[build] WARNING: no Chromium, so the public pages are not prerendered: they still work, but their HTML has no content until JavaScript runs');
    return { app: 'prerender', status: 'skipped', ms: 0, reason: 'no Chromium' };
  }
  try {
    const result = await prerenderPages({ force, verbose, log });
    if (result.status === 'skipped' && result.reason !== 'up to date') log(`[build] WARNING: public pages not prerendered: ${result.reason}`);
    if (result.status === 'built') log(`[build] prerender: ${result.reason} in ${seconds(result.ms)}`);
    return { app: 'prerender', ...result };
  } catch (error) {
    log(`[build] prerender: FAILED: ${error instanceof Error ? error.message : String(error)}`);
    return { app: 'prerender', status: 'failed', ms: 0, reason: 'error' };
  }
}

function parseArgs(argv) {
  const options = { apps: [], force: false, verbose: false, concurrency: Number(process.env.BUILD_CONCURRENCY) || DEFAULT_CONCURRENCY };
  for (const arg of argv) {
    if (arg === '--force') options.force = true;
    else if (arg === '--verbose') options.verbose = true;
    else if (arg === '--no-prerender') options.prerender = false;
    else if (arg.startsWith('--concurrency=')) options.concurrency = Number(arg.slice('--concurrency='.length));
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else options.apps.push(arg);
  }
  if (!Number.isInteger(options.concurrency) || options.concurrency < 1) throw new Error('--concurrency must be a positive integer');
  if (options.apps.length === 0) delete options.apps;
  return options;
}

export function printSummary(results, totalMs, log = console.log) {
  log('[build] summary:');
  for (const result of results) {
    const time = result.status === 'skipped' ? '' : ` ${seconds(result.ms).padStart(7)}`;
    log(`[build]   ${result.app.padEnd(14)} ${result.status.padEnd(7)}${time}${result.status === 'failed' ? `  (${result.reason})` : ''}`);
  }
  log(`[build] total ${seconds(totalMs)}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  try {
    const options = parseArgs(process.argv.slice(2));
    const results = await build(options);
    printSummary(results, Date.now() - started);
    process.exitCode = results.some((result) => result.status === 'failed') ? 1 : 0;
  } catch (error) {
    console.error(`[build] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
