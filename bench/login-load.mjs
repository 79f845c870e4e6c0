#!/usr/bin/env node
// Login throughput and latency on this machine: starts the built API on an in-memory database,
// registers one user, then keeps N concurrent clients logging in for a fixed time and prints
// requests per second, latency percentiles and the argon2id cost of one password check.
// Usage: npm run bench:login [-- --connections=8 --seconds=15]   (builds are made by npm test / npm start)
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const connections = arg('connections', 8);
const seconds = arg('seconds', 15);

const { argon2Hasher } = await import(path.join(root, 'api/dist/auth/passwords.js'));
const hash = await argon2Hasher.hash('correct horse battery');
const hashRuns = [];
for (let i = 0; i < 20; i++) {
  const started = performance.now();
  await argon2Hasher.verify(hash, 'correct horse battery');
  hashRuns.push(performance.now() - started);
}

const port = await freePort();
const api = spawn(process.execPath, ['api/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN_PER_IP: '1000000/1m',
    RATE_LIMIT_PASSWORD_FAILURES_PER_EMAIL_IP: '1000000/1m',
    RATE_LIMIT_REGISTER_PER_IP: '100/1m',
    SMTP_URL: 'smtp://127.0.0.1:9',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}/api`;
try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (i > 200) throw new Error('the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const credentials = { email: 'bench@example.com', password: 'correct horse battery' };
  await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Bench', last_name: 'Mark', ...credentials, password_confirmation: credentials.password, lang: 'en', accept: true }),
  });

  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const body = JSON.stringify(credentials);
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await response.arrayBuffer();
      if (response.status === 200) latencies.push(performance.now() - started);
      else failures++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  hashRuns.sort((a, b) => a - b);
  console.log(`argon2id verify (m=19456 KiB, t=2, p=1): median ${hashRuns[10].toFixed(1)} ms, max ${hashRuns.at(-1).toFixed(1)} ms`);
  console.log(`login: ${connections} connections, ${elapsed.toFixed(1)} s, ${latencies.length} ok, ${failures} failed`);
  console.log(
    `throughput ${(latencies.length / elapsed).toFixed(1)} logins/s; latency p50 ${pct(50)} ms, p90 ${pct(90)} ms, p99 ${pct(99)} ms, max ${latencies.at(-1).toFixed(1)} ms`,
  );
} finally {
  api.kill('SIGTERM');
}
