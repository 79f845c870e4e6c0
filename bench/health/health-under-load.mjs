// `npm run bench:health`: does one admin's heavy work stall everyone else? Seeds a workspace with
// members, starts the built API (in a process of its own on a fresh PostgreSQL database when one is
// reachable, else in this process on the embedded database), then sends a 17,000-row history import
// (about 1 MiB of CSV through the real route) and 20 accuracy reports at once while polling
// `/api/health` every ~20 ms. Prints count, p50, p95, p99 and max of health's latency and exits 1
// when p99 exceeds 100 ms.
//
// The import may answer 200 (done) or 202 (a background job: its status, GET
// …/import/history/{id} or a Location the answer gives, is polled until it ends). A report may answer 429 `reports_busy` (the per-workspace bound).
// Run `npm run build` first: it loads api/dist. Options: --members=N --rows=N --reports=N;
// BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { HISTORY_IMPORT_MAX_BYTES, TASK_TITLE_MAX_LENGTH } from '@stepwise/contracts/rules';
import { buildBenchApp, postgresReachable, POSTGRES_SERVER } from '../lib/bench-api.mjs';
import { signIn } from '../workspace/api-client.mjs';
import { percentile } from '../workspace/measure.mjs';

const { seedBenchWorkspace } = await import('../../api/dist/modules/demo/index.js');
const { users } = await import('../../api/dist/db/schema/index.js');
// The API's own query builder (the bench package does not depend on it).
const { eq } = await import(pathToFileURL(createRequire(new URL('../../api/package.json', import.meta.url)).resolve('drizzle-orm')).href);

const option = (name, fallback) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const MEMBERS = option('members', 20);
const ROWS = option('rows', 17_000);
const REPORTS = option('reports', 20);
const POLL_MS = 20;
const BUDGET_P99_MS = 100;
const PASSWORD = 'bench-password';
const BENCH_DATABASE = 'stepwise_bench_health';
const root = new URL('../../', import.meta.url).pathname;

/**
 * The import file: `rows` finished tasks spread over the members, each member's one after another
 * (an hour of work every two hours, ending before today, so no two of a member overlap; times read
 * in the workspace's zone), titles padded so the file is just under the route's 1 MiB limit.
 */
export function historyCsv(emails, rows) {
  const header = 'title,assignee_email,estimate_minutes,spent_minutes,started_at,finished_at,complexity';
  const start = Date.parse('2024-01-01T06:00:00Z');
  const line = (index, title) => {
    const member = index % emails.length;
    const slot = Math.floor(index / emails.length);
    const from = new Date(start + slot * 2 * 3_600_000);
    const to = new Date(from.getTime() + 3_600_000);
    const local = (instant) => instant.toISOString().slice(0, 16).replace('T', ' ');
    return `${title},${emails[member]},${45 + (index % 5) * 15},60,${local(from)},${local(to)},${1 + (index % 5)}`;
  };
  const bare = [header, ...Array.from({ length: rows }, (_, index) => line(index, `Task ${index + 1}`))].join('\n').length + 1;
  // A task title holds at most TASK_TITLE_MAX_LENGTH characters: a short file stays short.
  const pad = Math.min(TASK_TITLE_MAX_LENGTH - 20, Math.max(0, Math.floor((HISTORY_IMPORT_MAX_BYTES - 1024 - bare) / rows)));
  return [header, ...Array.from({ length: rows }, (_, index) => line(index, `Task ${index + 1} ${'x'.repeat(pad)}`.trimEnd()))].join('\n') + '\n';
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built API in a process of its own on `databaseUrl`; answers its base URL and a stop function. */
async function startApiProcess(databaseUrl) {
  const port = await freePort();
  const api = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RENEWAL_INTERVAL: 'off',
      RECONCILE_INTERVAL: 'off',
      RATE_LIMIT_LOGIN_PER_IP: '100000/1m',
      SMTP_URL: 'smtp://127.0.0.1:9',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 60_000;
  while (
    !(await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false))
  ) {
    if (performance.now() > deadline || api.exitCode !== null) throw new Error('the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, stop: () => new Promise((resolve) => (api.once('exit', resolve), api.kill('SIGTERM'))) };
}

/** Polls health every POLL_MS until `stop()`; answers the latencies (ms) and the failures. */
function pollHealth(baseUrl) {
  const latencies = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
      await response?.arrayBuffer();
      if (response?.ok) latencies.push(performance.now() - started);
      else failures += 1;
      const wait = POLL_MS - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { latencies, failures };
  };
}

async function importHistory(baseUrl, token, workspaceId, csv) {
  const headers = { authorization: `Bearer ${token}` };
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/workspaces/${workspaceId}/import/history`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: csv,
  });
  const body = await response.json();
  if (response.status === 200) return { status: 200, imported: body.data?.imported, refused: body.data?.skipped?.length, ms: performance.now() - started };
  if (response.status !== 202) throw new Error(`import: ${response.status} ${JSON.stringify(body)}`);
  // The import's status: GET …/import/history/{id} (or a Location the answer gives).
  const location = response.headers.get('location');
  const url = location ? new URL(location, baseUrl).toString() : `${baseUrl}/api/workspaces/${workspaceId}/import/history/${body.data.id}`;
  for (;;) {
    const status = (await (await fetch(url, { headers })).json()).data;
    if (status.status !== 'queued' && status.status !== 'running') {
      return { status: 202, state: status.status, imported: status.imported, refused: status.refused_count, ms: performance.now() - started };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function accuracyReport(baseUrl, token, workspaceId) {
  const response = await fetch(`${baseUrl}/api/workspaces/${workspaceId}/reports/accuracy?from=2024-01-01&to=2024-12-31`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  return response.status;
}

/** Seeds, then measures health while the import and the reports run: one database. */
async function measure(label, seededApp, serve) {
  const bench = await seedBenchWorkspace(seededApp, { members: MEMBERS, tasks: MEMBERS * 5, password: PASSWORD });
  // Short addresses, so that 17,000 rows fit in the route's 1 MiB as the measured file did.
  bench.emails = bench.memberIds.map((_, index) => `m${index + 1}@b.io`);
  for (const [index, id] of bench.memberIds.entries()) await seededApp.db.update(users).set({ email: bench.emails[index] }).where(eq(users.id, id));
  const { baseUrl, stop } = await serve();
  try {
    const token = await signIn(baseUrl, bench.emails[0], PASSWORD);
    const csv = historyCsv(bench.emails, ROWS);
    console.log(
      `[${label}] ${MEMBERS} members; import of ${ROWS} rows, ${(Buffer.byteLength(csv) / 1024).toFixed(0)} KiB; ${REPORTS} accuracy reports at once`,
    );
    // Warm: a fresh process compiles its code paths on the first requests, which is not what is measured.
    for (let run = 0; run < 3; run += 1) {
      await accuracyReport(baseUrl, token, bench.workspaceId);
      await fetch(`${baseUrl}/api/health`).then((response) => response.arrayBuffer());
    }
    const stopPolling = pollHealth(baseUrl);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [imported, reports] = await Promise.all([
      importHistory(baseUrl, token, bench.workspaceId, csv),
      Promise.all(Array.from({ length: REPORTS }, () => accuracyReport(baseUrl, token, bench.workspaceId))),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { latencies, failures: failed } = await stopPolling();
    const sorted = latencies.sort((a, b) => a - b);
    const statuses = Object.entries(reports.reduce((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {})).map(
      ([status, count]) => `${count}× ${status}`,
    );
    const p99 = percentile(sorted, 0.99);
    console.log(
      `[${label}] import: ${imported.status}${imported.state ? ` (${imported.state})` : ''}, ${imported.imported ?? '?'} imported, ${imported.refused ?? '?'} refused, in ${(imported.ms / 1000).toFixed(1)} s; reports: ${statuses.join(', ')}`,
    );
    console.log(
      `[${label}] /api/health: count ${sorted.length}, failed ${failed}, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms (budget p99 ≤ ${BUDGET_P99_MS} ms)`,
    );
    return p99 <= BUDGET_P99_MS && failed === 0
      ? []
      : [`${label}: health p99 ${p99.toFixed(1)} ms (budget ${BUDGET_P99_MS} ms)${failed ? `, ${failed} polls failed` : ''}`];
  } finally {
    await stop();
  }
}

const failures = [];
const server = await postgresReachable();
if (server) {
  await server.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await server.query(`create database ${BENCH_DATABASE}`);
  const url = new URL(POSTGRES_SERVER);
  url.pathname = `/${BENCH_DATABASE}`;
  const seeding = await buildBenchApp({ DATABASE_URL: url.toString() });
  try {
    failures.push(...(await measure('PostgreSQL', seeding, async () => (await seeding.close(), startApiProcess(url.toString())))));
  } finally {
    await server.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await server.end();
  }
} else {
  console.log(`PostgreSQL is not reachable at ${new URL(POSTGRES_SERVER).host}: measured on the embedded database, the API in this process`);
  const app = await buildBenchApp({ DATABASE_URL: 'memory://' });
  failures.push(...(await measure('PGlite', app, async () => ({ baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }), stop: () => app.close() }))));
}
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  process.exit(1);
}
