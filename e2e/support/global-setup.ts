/**
 * Starts the whole stack on free ports with an in-memory database, plus the control server the
 * tests use to change it, and exports where to find them to the test workers through the
 * environment (workers are started after the global setup and inherit it):
 *   STEPWISE_E2E_BASE_URL       the public origin (the shell server)
 *   STEPWISE_E2E_CONTROL_URL    the control server
 *   STEPWISE_E2E_CONTROL_TOKEN  its per-run token
 *   STEPWISE_E2E_OPERATOR_URL   the API's operator listener (operator routes, e.g. confirming a bank transfer)
 *   STEPWISE_E2E_OPERATOR_TOKEN its OPERATOR_TOKEN
 * Logs of every service: .run/e2e/logs/<service>.log. Returns the teardown.
 */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, startStack } from '../../scripts/stack.mjs';
import { startControlServer } from './stack-control-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const runDir = join(ROOT, '.run', 'e2e');
  const logDir = join(runDir, 'logs');
  await rm(logDir, { recursive: true, force: true });
  await mkdir(logDir, { recursive: true });

  // The shell server reads a copy, so tests can rewrite it without touching the repository.
  const remotesFile = join(runDir, 'remotes.json');
  await copyFile(join(ROOT, 'shell', 'config', 'remotes.json'), remotesFile);
  const originalRemotes = await readFile(remotesFile, 'utf8');

  const operatorToken = randomBytes(24).toString('hex');
  const started = Date.now();
  const stack = await startStack({
    ports: 'free',
    databaseUrl: 'memory://',
    logDir,
    remotesFile,
    operatorToken,
    env: { LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'info' },
    // A service that crashes is started again ("[e2e] api exited (code 1); restarting in 1 s, attempt 1",
    // also in its log file); one a test stops through the stack fixture stays stopped.
    logPrefix: 'e2e',
    services: {
      // A journey may stand for a client at an address of its own (an office behind one address) by
      // sending X-Forwarded-For: here the shell believes it from the browser, and the API from the shell.
      shell: { env: { TRUST_PROXY: 'loopback' } },
      api: {
        env: {
          TRUST_PROXY: 'loopback',
          // Every journey signs up from the same address and the billing journeys pay many times a
          // minute: the production limits would refuse the suite itself, not what it tests.
          RATE_LIMIT_REGISTER_PER_IP: '200/15m',
          RATE_LIMIT_REMEMBER_PER_IP: '200/15m',
          // Past it a new browser only solves a short challenge, which the sign-in page does by itself;
          // small, so that a journey can put its own address over it within the 20 attempts a minute.
          RATE_LIMIT_PASSWORD_FAILURES_PER_IP: '10/15m',
          RATE_LIMIT_PAYMENT_INIT_PER_USER: '100/1m',
          RATE_LIMIT_PAYMENT_WITH_CARD_PER_USER: '100/1m',
        },
      },
    },
  });
  const control = await startControlServer({ stack, remotesFile, originalRemotes });

  process.env.STEPWISE_E2E_BASE_URL = stack.urls.public;
  process.env.STEPWISE_E2E_CONTROL_URL = control.url;
  process.env.STEPWISE_E2E_CONTROL_TOKEN = control.token;
  process.env.STEPWISE_E2E_OPERATOR_URL = stack.urls.operator;
  process.env.STEPWISE_E2E_OPERATOR_TOKEN = operatorToken;
  console.log(`[e2e] stack ready at ${stack.urls.public} in ${((Date.now() - started) / 1000).toFixed(1)} s (logs: ${logDir})`);

  return async () => {
    await control.close();
    await stack.stop();
  };
}
