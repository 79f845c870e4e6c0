#!/usr/bin/env node
// Follows the README's "Add a remote" steps on a throw-away copy of the repository and checks that
// the new remote is served: one entry in apps.manifest.json plus its folder, `node
// scripts/sync-apps.mjs`, a build of that remote alone, then the stack script starts its server
// beside the shell server, which lists it in /remotes.json, proxies its files under /mfe/ and
// answers its whole route subtree with the remote's own page titles. Nothing in the repository is
// changed; the other apps are neither copied nor built (the shell server is given a bare page
// template instead of the shell's build).
//
// Usage: node scripts/check-add-remote.mjs [--keep]   (--keep leaves the copy for a look; `npm test` runs it)
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readAppsManifest, ROOT } from './apps-manifest.mjs';

const NAME = 'mfe-throwaway';
const CONTAINER = 'mfe_throwaway';

/** What the new remote needs of the repository: the manifest, the scripts, the shared package, the shell and its server. */
const COPIED = [
  'apps.manifest.json',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.json',
  'rspack.base.ts',
  'docker-compose.yml',
  'docker',
  'scripts',
  'contracts',
  'shared',
  'shell',
  'types',
];
const NOT_COPIED = new Set(['node_modules', 'dist', '.tsbuild', 'coverage', 'test-results']);

function log(message) {
  console.log(`[add-remote] ${message}`);
}

/** A copy of the repository whose node_modules links to the real packages, except the workspaces, which point into the copy. */
function copyRepository(copy) {
  for (const entry of COPIED) {
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true, filter: (source) => !NOT_COPIED.has(source.split('/').pop()) });
  }
  // the shell server reads every app's page titles
  for (const app of readAppsManifest().apps) cpSync(join(ROOT, app.name, app.pageMeta), join(copy, app.name, app.pageMeta));
  mkdirSync(join(copy, 'node_modules', '@stepwise'), { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry !== '@stepwise') symlinkSync(join(ROOT, 'node_modules', entry), join(copy, 'node_modules', entry));
  }
  for (const workspace of ['contracts', 'shared', 'shell']) {
    symlinkSync(join(copy, workspace), join(copy, 'node_modules', '@stepwise', workspace));
    if (existsSync(join(ROOT, workspace, 'node_modules'))) symlinkSync(join(ROOT, workspace, 'node_modules'), join(copy, workspace, 'node_modules'));
  }
}

/** Step 1 of the README: the manifest entry. */
function addManifestEntry(copy, port) {
  const file = join(copy, 'apps.manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.apps.push({
    name: NAME,
    container: CONTAINER,
    port,
    portVariable: 'MFE_THROWAWAY_PORT',
    upstreamVariable: 'MFE_THROWAWAY_URL',
    exposes: { './routes': './src/routes.ts' },
    pageMeta: 'src/page-meta.json',
    routes: { 'throwaway-board': { path: '/boards/:board/*', layout: 'default', access: 'public', params: { board: '^[a-z0-9-]+$' } } },
  });
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Step 2 of the README: the remote's folder, as small as a remote can be. */
function addRemoteFolder(copy) {
  const dir = join(copy, NAME);
  const files = {
    'package.json': `${JSON.stringify(
      {
        name: `@stepwise/${NAME}`,
        version: '0.1.0',
        private: true,
        type: 'module',
        scripts: {
          build: 'rspack build --mode production',
          dev: 'rspack serve --mode development',
          serve: 'node --conditions=stepwise-source --import tsx server/index.ts',
        },
        dependencies: JSON.parse(readFileSync(join(ROOT, 'mfe-auth', 'package.json'), 'utf8')).dependencies,
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': readFileSync(join(ROOT, 'mfe-auth', 'tsconfig.json'), 'utf8').replace('mfe-auth', NAME),
    'rspack.config.ts': readFileSync(join(ROOT, 'mfe-auth', 'rspack.config.ts'), 'utf8'),
    'server/index.ts': [
      "import { fileURLToPath } from 'node:url';",
      "import { runRemoteServer } from '@stepwise/shared/node/remote-server';",
      '',
      `await runRemoteServer({ name: '${CONTAINER}', distDir: fileURLToPath(new URL('../dist', import.meta.url)) });`,
      '',
    ].join('\n'),
    'src/index.ts': 'export {};\n',
    'src/routes.ts': [
      "import { lazy } from 'react';",
      "import { defineRemote } from '@stepwise/shared';",
      "import pageMeta from './page-meta.json';",
      '',
      'export default defineRemote({',
      `  remote: '${CONTAINER}',`,
      '  requiresShared: __SHARED_RANGE__,',
      "  routes: { 'throwaway-board': lazy(() => import('./board-page')) },",
      '  pageMeta,',
      "  messages: { ru: () => import('./messages/ru.json'), en: () => import('./messages/en.json') },",
      '});',
      '',
    ].join('\n'),
    'src/board-page.tsx': 'export default function BoardPage() {\n  return <h1>Board</h1>;\n}\n',
    'src/messages/ru.json': '{}\n',
    'src/messages/en.json': '{}\n',
    'src/page-meta.json': `${JSON.stringify({ ru: { 'throwaway-board': { title: 'Доска', description: 'Доска команды.' } }, en: { 'throwaway-board': { title: 'Board', description: "The team's board." } } })}\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
}

function run(copy, args) {
  return new Promise((resolveRun, reject) => {
    const output = [];
    const child = spawn(process.execPath, args, { cwd: copy, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`node ${args.join(' ')} failed (exit ${code}):\n${Buffer.concat(output).toString()}`)),
    );
  });
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

async function checkServed(publicUrl) {
  const remotes = await (await fetch(`${publicUrl}/remotes.json`)).json();
  expect(remotes[CONTAINER] === `/mfe/${CONTAINER}/mf-manifest.json`, `/remotes.json does not list ${CONTAINER}: ${JSON.stringify(remotes)}`);

  const manifestResponse = await fetch(`${publicUrl}/mfe/${CONTAINER}/mf-manifest.json`);
  expect(manifestResponse.status === 200, `/mfe/${CONTAINER}/mf-manifest.json answered ${manifestResponse.status}`);
  const federation = await manifestResponse.json();
  expect(federation.name === CONTAINER, `the served manifest is not ${CONTAINER}'s (name ${federation.name})`);
  expect(
    federation.exposes?.some((exposed) => exposed.path === './routes'),
    `${CONTAINER} does not expose ./routes`,
  );
  const entry = await fetch(`${publicUrl}/mfe/${CONTAINER}/remoteEntry.js`);
  expect(entry.status === 200, `/mfe/${CONTAINER}/remoteEntry.js answered ${entry.status}`);

  for (const [cookie, title] of [
    ['sw_language=ru', '<title>Доска — Stepwise</title>'],
    ['sw_language=en', '<title>Board — Stepwise</title>'],
  ]) {
    const page = await fetch(`${publicUrl}/boards/launch/cards/7`, { headers: { cookie } });
    const html = await page.text();
    expect(page.status === 200, `a page in the remote's subtree answered ${page.status}`);
    expect(html.includes(title), `a page in the remote's subtree does not carry its own title ${title}`);
  }
  const outside = await fetch(`${publicUrl}/boards/NOT%20VALID/cards`);
  expect(outside.status === 404, `an invalid board answered ${outside.status}, not 404`);
}

async function main() {
  const keep = process.argv.includes('--keep');
  const started = Date.now();
  const copy = mkdtempSync(join(tmpdir(), 'stepwise-add-remote-'));
  let stack;
  try {
    copyRepository(copy);
    const { freePort } = await import(pathToFileURL(join(ROOT, 'scripts', 'stack.mjs')).href);
    addManifestEntry(copy, await freePort());
    addRemoteFolder(copy);
    symlinkSync(join(copy, NAME), join(copy, 'node_modules', '@stepwise', NAME), 'dir');
    log(`added ${NAME} to a copy in ${copy}`);

    await run(copy, ['scripts/sync-apps.mjs']);
    await run(copy, ['scripts/sync-apps.mjs', '--check']);
    const compose = readFileSync(join(copy, 'docker-compose.yml'), 'utf8');
    expect(compose.includes(`  ${NAME}:\n`) && compose.includes('MFE_THROWAWAY_URL'), 'docker-compose.yml did not get the new remote');
    log('compose, Dockerfile, workspaces and project references follow the manifest');

    const buildStarted = Date.now();
    await run(copy, ['scripts/build.mjs', NAME, '--no-prerender']);
    log(`built ${NAME} alone in ${((Date.now() - buildStarted) / 1000).toFixed(1)} s`);

    // the shell's build is not needed to serve documents: its server only fills a template
    const shellDist = join(copy, 'shell', 'dist');
    mkdirSync(shellDist, { recursive: true });
    writeFileSync(
      join(shellDist, 'index.html'),
      '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Stepwise</title><meta name="description" content=""></head><body><div id="root"></div></body></html>',
    );

    const { startStack } = await import(pathToFileURL(join(copy, 'scripts', 'stack.mjs')).href);
    stack = await startStack({ ports: 'free', only: [NAME, 'shell'], logDir: join(copy, '.run'), healthTimeoutMs: 30_000 });
    await checkServed(stack.urls.public);
    log(`${NAME} is served through the shell at ${stack.urls.public}: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
  } finally {
    await stack?.stop();
    if (keep) log(`kept ${copy}`);
    else rmSync(copy, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`[add-remote] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
