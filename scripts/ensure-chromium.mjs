#!/usr/bin/env node
// Makes sure the system Chromium the end-to-end tests drive is present (DESIGN §2: Playwright
// uses Debian's Chromium, never a downloaded browser). Node built-ins only.
//
//   CHROMIUM_PATH (default /usr/bin/chromium) exists → ok
//   missing and running as root → apt-get update && apt-get install -y chromium
//   missing otherwise → exit 1 saying what to install
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** How every headless Chromium of the project is started: the prerender, the benches, the end-to-end tests. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM_PATH;
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function version(file) {
  const result = spawnSync(file, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  // Debian's wrapper script prints a harmless "[: unexpected operator" line on stderr (DESIGN §7)
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function run(command, args) {
  console.log(`[chromium] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

export function ensureChromium(env = process.env) {
  const file = chromiumPath(env);
  if (isExecutable(file)) {
    console.log(`[chromium] ${file}: ${version(file) ?? 'present'}`);
    return 0;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (file === DEFAULT_CHROMIUM_PATH && isRoot && process.platform === 'linux') {
    console.log(`[chromium] ${file} is missing, installing the distribution's chromium package`);
    if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']) && isExecutable(file)) {
      console.log(`[chromium] installed: ${version(file) ?? file}`);
      return 0;
    }
    console.error('[chromium] installing chromium with apt-get failed (see the output above)');
    return 1;
  }
  const advice =
    file === DEFAULT_CHROMIUM_PATH
      ? [
          '  Install it as root: apt-get update && apt-get install -y chromium (Debian/Ubuntu),',
          '  or point CHROMIUM_PATH to an existing Chromium or Chrome binary.',
        ]
      : ['  CHROMIUM_PATH points to a missing or non-executable file: fix it, or unset it to use /usr/bin/chromium.'];
  console.error(
    [`[chromium] no executable Chromium at ${file}.`, ...advice, '  (The tests drive the system browser; `npx playwright install` is not used.)'].join('\n'),
  );
  return 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = ensureChromium();
}
