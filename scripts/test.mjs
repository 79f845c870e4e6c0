#!/usr/bin/env node
// `npm test`: every check of the repository, in this order:
//
//   setup   dependencies (ensure-deps) → type-check (tsc -b); a failure here stops the run
//   tests   lint (ESLint: typescript-eslint, React hooks, boundaries) → front-end Jest →
//           adding a throw-away remote through apps.manifest.json → API Jest → build →
//           Playwright end-to-end
//
// Every test stage runs even when an earlier one failed (you see all failures at once), except the
// end-to-end stage, which needs a successful build and a Chromium. The exit code is 0 only when
// every stage passed. Each stage's duration is printed, then a summary.
import { spawn } from 'node:child_process';
import { build, printSummary } from './build.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDeps, ROOT } from './ensure-deps.mjs';

const CI = Boolean(process.env.CI) && process.env.CI !== 'false';
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
  console.log(`\n━━━ summary ${'━'.repeat(62)}`);
  for (const result of results) {
    console.log(`  ${result.status.padEnd(8)} ${result.name.padEnd(22)} ${seconds(result.ms).padStart(8)}${result.note ? `  ${result.note}` : ''}`);
  }
  const failed = results.filter((result) => result.status !== 'passed');
  console.log(`  ${failed.length === 0 ? 'all stages passed' : `${failed.length} stage(s) did not pass`} in ${seconds(Date.now() - runStarted)}`);
  return failed.length === 0 ? 0 : 1;
}

async function main() {
  // setup: nothing else is meaningful without these
  if (!(await stage('dependencies', async () => ensureDeps()))) return summary();
  const hasChromium = await stage('chromium', async () => ensureChromium());
  if (!(await stage('type-check (tsc -b)', () => run('npx', ['tsc', '-b'])))) return summary();

  await stage('lint (ESLint)', () => run('npx', ['eslint', '.']));
  await stage('front-end unit tests', () => run('npx', ['jest', '-c', 'jest.config.js', ...(CI ? ['--ci'] : [])]));
  await stage('add a remote (apps manifest)', () => run('node', ['scripts/check-add-remote.mjs']));
  await stage('API tests', () => run('npm', ['test', '-w', 'api', ...(CI ? ['--', '--ci'] : [])]));

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
