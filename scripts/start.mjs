#!/usr/bin/env node
// `npm start`: install what is missing, build what changed, start the whole stack on the default
// ports with the embedded database, and keep it running until Ctrl-C / SIGTERM, which stops every
// process cleanly and exits 0.
//
// Environment: PORT (8080, the public origin) and the port variable of every app and service in
// apps.manifest.json (API_PORT, MFE_AUTH_PORT, PAYMENT_SANDBOX_PORT, …); HOST (what the shell server binds,
// default localhost); DATABASE_URL (unset → the API's embedded database under .data/); OPERATOR_PORT
// (3009, the API's loopback operator listener) and OPERATOR_TOKEN (unset → this installation's own,
// made on the first start in .data/operator-token).
import { join, relative } from 'node:path';
import { build, printSummary } from './build.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { installationOperatorToken } from './operator-token.mjs';
import { portsFromEnv, ROOT, startStack } from './stack.mjs';

const started = Date.now();

if (ensureDeps() !== 0) process.exit(1);

const buildStarted = Date.now();
const results = await build();
if (results.some((result) => result.status === 'failed')) {
  printSummary(results, Date.now() - buildStarted);
  console.error('[start] the build failed, nothing was started');
  process.exit(1);
}
if (results.some((result) => result.status === 'built')) printSummary(results, Date.now() - buildStarted);

const operator = installationOperatorToken({ dataDir: join(ROOT, '.data') });

let stack;
let stopping = false;
const starting = new AbortController();

async function shutdown(signal) {
  if (stopping) {
    console.log(`[start] ${signal} again: exiting now`);
    process.exit(1);
  }
  stopping = true;
  console.log(`\n[start] ${signal}: stopping Stepwise…`);
  const stopStarted = Date.now();
  if (!stack) {
    // still starting: startStack stops what it started, then rejects (handled below)
    starting.abort();
    return;
  }
  await stack.stop();
  console.log(`[start] stopped in ${((Date.now() - stopStarted) / 1000).toFixed(1)} s`);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// `npm start` runs us under `sh -c`; a SIGTERM sent to npm kills that shell but never reaches us.
// When our parent goes away, stop as if we had been signalled.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) void shutdown('parent process exited');
}, 500).unref();

try {
  stack = await startStack({
    ports: portsFromEnv(),
    // A terminal wants problems, not a line per request: services log warnings unless told otherwise.
    env: { LOG_LEVEL: process.env.LOG_LEVEL?.trim() || 'warn' },
    // A development start seeds the demo account and workspace once (README "Demo workspace").
    services: { api: { env: { DEMO_WORKSPACE: process.env.DEMO_WORKSPACE?.trim() || '1' } } },
    databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
    operatorToken: operator.token,
    publicBind: process.env.HOST?.trim() || undefined,
    signal: starting.signal,
    // A service that exits on its own is started again with growing pauses, each said here:
    // "[start] api exited (code 1); restarting in 2 s, attempt 3" (docs/operations.md).
    logPrefix: 'start',
  });
} catch (error) {
  if (starting.signal.aborted) {
    console.log('[start] stopped before it was ready');
    process.exit(0);
  }
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

if (stopping) {
  // a signal arrived just as the last service became healthy
  await stack.stop();
  process.exit(0);
} else {
  const total = ((Date.now() - started) / 1000).toFixed(1);
  const ready = (stack.readyInMs / 1000).toFixed(1);
  console.log(`\nStepwise is running at ${stack.urls.public}  (services ready in ${ready} s, ${total} s in total; Ctrl-C stops it)`);
  console.log(
    `  mail catcher ${stack.urls.mail} · payment sandbox ${stack.urls['payment-sandbox']} · checkout embedded by an integrator ${stack.urls['payment-integrator']}`,
  );
  const tokenSource = operator.file ? relative(process.cwd(), operator.file) : 'OPERATOR_TOKEN';
  console.log(`  operator routes ${stack.urls.operator}/api/operator/… (this machine only; Bearer token in ${tokenSource})`);
  // Shown once, when it is made; afterwards it is read from the file.
  if (operator.created) console.log(`  operator token of this installation (new): ${operator.token}`);
  console.log('');
}
