#!/usr/bin/env node
// `npm test`: every check of the repository, in this order:
//
//   setup   dependencies (ensure-deps) → type-check (tsc -b), with lint (ESLint: typescript-eslint,
//           React hooks, boundaries; then Prettier) beside it; a type error stops the run once both are done
//   tests   front-end Jest →
//           adding a throw-away remote through apps.manifest.json → API Jest → build →
//           Playwright end-to-end
//
// The API suite runs once, on PostgreSQL, when the server of TEST_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) answers; then only the tests that prove the embedded
// database run again on PGlite (api/test/suites.json). Without a reachable PostgreSQL the whole API
// suite runs on PGlite, and the run says so; with STEPWISE_REQUIRE_POSTGRES=1 (CI) that is a failure.
//
// Every test stage runs even when an earlier one failed (you see all failures at once), except the
// end-to-end stage, which needs a successful build and a Chromium. The exit code is 0 only when
// every stage passed. Each stage's duration is printed, then a table of every stage and its time.
import { spawn } from 'node:child_process';
import { build, printSummary } from './build.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDeps, ROOT } from './ensure-deps.mjs';

const CI = Boolean(process.env.CI) && process.env.CI !== 'false';
const POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REQUIRE_POSTGRES = process.env.STEPWISE_REQUIRE_POSTGRES === '1';
const results = [];
const runStarted = Date.now();

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function banner(name) {
  console.log(`\n━━━ ${name} ${'━'.repeat(Math.max(3, 70 - name.length))}`);
}

function run(command, args, env = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', (error) => {
      console.error(`failed to run ${command}: ${error.message}`);
      resolveRun(1);
    });
    child.once('exit', (code, signal) => resolveRun(signal ? 1 : (code ?? 1)));
  });
}

/** Runs one stage; `task` resolves to an exit code (0 = passed) or { status, note }. */
async function stage(name, task) {
  banner(name);
  const started = Date.now();
  let outcome;
  try {
    outcome = await task();
  } catch (error) {
    console.error(error instanceof Error ? error.stack : String(error));
    outcome = 1;
  }
  const result =
    typeof outcome === 'number'
      ? { name, status: outcome === 0 ? 'passed' : 'failed', ms: Date.now() - started }
      : { name, ms: Date.now() - started, ...outcome };
  results.push(result);
  console.log(`━━━ ${name}: ${result.status} in ${seconds(result.ms)}${result.note ? ` (${result.note})` : ''}`);
  return result.status === 'passed';
}

function skip(name, note) {
  results.push({ name, status: 'skipped', ms: 0, note });
  banner(name);
  console.log(`━━━ ${name}: not run (${note})`);
}

function summary() {
  const failed = results.filter((result) => result.status !== 'passed');
  const rows = results.map((result) => [result.name, result.status, seconds(result.ms), result.note ?? '']);
  const total = ['total', failed.length === 0 ? 'passed' : `${failed.length} not passed`, seconds(Date.now() - runStarted), ''];
  const header = ['stage', 'result', 'time', 'note'];
  const widths = header.map((title, column) => Math.max(...[header, ...rows, total].map((row) => row[column].length)));
  const line = (cells) => `  ${cells.map((cell, column) => (column === 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ')}`.trimEnd();
  const rule = line(widths.map((width) => '─'.repeat(width)));
  console.log(`\n━━━ summary ${'━'.repeat(62)}`);
  console.log([line(header), rule, ...rows.map(line), rule, line(total)].join('\n'));
  return failed.length === 0 ? 0 : 1;
}

/** Whether the PostgreSQL server at `url` accepts a query within a few seconds. */
async function postgresAnswers(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The API suite: on PostgreSQL plus the embedded-database tests on PGlite, or all on PGlite. */
async function apiStages() {
  const jest = (env) => () => run('npm', ['test', '-w', 'api', ...(CI ? ['--', '--ci'] : [])], env);
  const where = POSTGRES_URL.replace(/\/\/[^@/]*@/, '//');
  if (await postgresAnswers(POSTGRES_URL)) {
    console.log(`\nAPI tests: PostgreSQL answers at ${where}: the suite runs there, the embedded-database tests on PGlite`);
    await stage('API tests (PostgreSQL)', jest({ TEST_DATABASE_URL: POSTGRES_URL, STEPWISE_API_TESTS: 'server' }));
    await stage('API tests (PGlite subset)', jest({ TEST_DATABASE_URL: '', STEPWISE_API_TESTS: 'embedded' }));
    return;
  }
  if (REQUIRE_POSTGRES) {
    await stage('API tests (PostgreSQL)', async () => {
      console.error(`no PostgreSQL answers at ${where}, and STEPWISE_REQUIRE_POSTGRES=1`);
      return { status: 'failed', note: `no PostgreSQL at ${where}` };
    });
    return;
  }
  console.log(`\nAPI tests: no PostgreSQL answers at ${where}: the whole suite runs on PGlite (set TEST_POSTGRES_URL to use another server)`);
  await stage('API tests (PGlite, all)', async () => ({
    status: (await jest({ TEST_DATABASE_URL: '', STEPWISE_API_TESTS: 'all' })()) === 0 ? 'passed' : 'failed',
    note: `no PostgreSQL at ${where}`,
  }));
}

async function main() {
  // setup: nothing else is meaningful without these
  if (!(await stage('dependencies', async () => ensureDeps()))) return summary();
  const hasChromium = await stage('chromium', async () => ensureChromium());
  // tsc and ESLint each keep one core busy, so on two cores they run side by side (ESLint resolves the
  // workspace packages to their sources, so it needs nothing tsc builds); a type error still stops the run.
  const [typeChecked] = await Promise.all([
    stage('type-check (tsc -b)', () => run('npx', ['tsc', '-b'])),
    stage('lint (ESLint, Prettier)', async () => {
      const eslint = await run('npx', ['eslint', '.']);
      const prettier = await run('npx', ['prettier', '--check', '.']);
      return eslint || prettier;
    }),
  ]);
  if (!typeChecked) return summary();

  await stage('front-end unit tests', () => run('npx', ['jest', '-c', 'jest.config.js', ...(CI ? ['--ci'] : [])]));
  await stage('add a remote (apps manifest)', () => run('node', ['scripts/check-add-remote.mjs']));
  await apiStages();

  const built = await stage('build', async () => {
    const buildStarted = Date.now();
    const buildResults = await build();
    printSummary(buildResults, Date.now() - buildStarted);
    return buildResults.some((result) => result.status === 'failed') ? 1 : 0;
  });

  if (!built) skip('end-to-end (Playwright)', 'the build failed');
  else if (!hasChromium) skip('end-to-end (Playwright)', 'no Chromium');
  else await stage('end-to-end (Playwright)', () => run('npm', ['test', '-w', 'e2e']));

  return summary();
}

process.exitCode = await main();
