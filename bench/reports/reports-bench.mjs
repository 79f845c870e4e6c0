// `npm run bench:reports`: the reports under a big workspace. Seeds 100 members, 20,000 tasks and
// 200,000 time intervals with their stage history and sprints (bulk SQL), starts the real API (the
// built Fastify app on a local port) on PGlite and, when reachable, on PostgreSQL (a fresh database,
// dropped afterwards), and times each report route over HTTP (report-routes.mjs). Then draws each
// chart in Chromium from the answers just measured (chart-render.ts).
// This is the budget check: it prints a table and exits 1 when a route's p95 exceeds 300 ms or a
// chart's render exceeds 200 ms.
// Run `npm run build` first: it loads api/dist and the built front end.
//
// Options: --members=N --tasks=N --intervals=N --runs=N --no-browser, --browser-only (the charts from the
// answers the last run saved in .run/bench-reports-answers.json); BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { localDayOf, addDays } from '@stepwise/scheduling';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildBenchApp, onFreshPostgres } from '../lib/bench-api.mjs';
import { apiClient, signIn } from '../workspace/api-client.mjs';
import { percentile, timeRuns } from '../workspace/measure.mjs';
import { REPORT_ROUTES } from './report-routes.mjs';

const { seedBenchWorkspace, insertBenchReportHistory } = await import('../../api/dist/modules/demo/index.js');

const option = (name, fallback) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const MEMBERS = option('members', 100);
const TASKS = option('tasks', 20_000);
const INTERVALS = option('intervals', 200_000);
const RUNS = option('runs', 30);
const ROUTE_BUDGET_P95_MS = 300;
const PASSWORD = 'bench-password';
const BENCH_DATABASE = 'stepwise_bench_reports';

const rows = [];
const failures = [];
/** The answers of the first database, for the chart render. */
const answers = {};

/** Seeds, listens, measures every report route, closes: one database. */
async function benchOn(database, env) {
  const app = await buildBenchApp(env);
  try {
    const seedStarted = performance.now();
    const bench = await seedBenchWorkspace(app, { members: MEMBERS, tasks: TASKS, password: PASSWORD });
    await insertBenchReportHistory(app.db, { workspaceId: bench.workspaceId, memberIds: bench.memberIds, intervals: INTERVALS, now: app.clock.now() });
    console.log(
      `[${database}] seeded ${MEMBERS} members, ${TASKS} tasks and ${INTERVALS} intervals in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const admin = apiClient(baseUrl, await signIn(baseUrl, bench.emails[0], PASSWORD));
    const to = localDayOf('Europe/Moscow', Date.now());
    const period = { to, from: addDays(to, -29), quarter: addDays(to, -89), twoWeeks: addDays(to, 13) };
    for (const [name, path] of REPORT_ROUTES) {
      const url = (run) => path(bench.workspaceId, period, bench.memberIds[run % bench.memberIds.length]);
      answers[name] ??= (await admin('GET', url(0))).data;
      const sorted = await timeRuns(RUNS, (run) => admin('GET', url(run)), 3);
      const p95 = percentile(sorted, 0.95);
      rows.push({ database, measure: name, runs: sorted.length, p50: percentile(sorted, 0.5), p95, budget: ROUTE_BUDGET_P95_MS });
      if (p95 > ROUTE_BUDGET_P95_MS) failures.push(`${database}: ${name} p95 ${p95.toFixed(1)} ms > ${ROUTE_BUDGET_P95_MS} ms`);
    }
  } finally {
    await app.close();
  }
}

const ANSWERS_FILE = new URL('../../.run/bench-reports-answers.json', import.meta.url);
const browserOnly = process.argv.includes('--browser-only');
if (browserOnly) Object.assign(answers, JSON.parse(readFileSync(ANSWERS_FILE, 'utf8')));
else await benchOn('PGlite', { DATABASE_URL: 'memory://' });
if (!browserOnly) {
  mkdirSync(new URL('.', ANSWERS_FILE), { recursive: true });
  writeFileSync(ANSWERS_FILE, JSON.stringify(answers));
}
if (browserOnly) console.log(`Answers read from ${ANSWERS_FILE.pathname}: charts only`);
else await onFreshPostgres(BENCH_DATABASE, (url) => benchOn('PostgreSQL', { DATABASE_URL: url }));

const fixed = (value) => value.toFixed(1).padStart(8);
console.log(`\n${'database'.padEnd(11)} ${'route'.padEnd(32)} runs   p50 ms   p95 ms  budget`);
for (const row of rows)
  console.log(
    `${row.database.padEnd(11)} ${row.measure.padEnd(32)} ${String(row.runs).padStart(4)} ${fixed(row.p50)} ${fixed(row.p95)} ${String(row.budget).padStart(7)}`,
  );

if (!process.argv.includes('--no-browser')) {
  const { measureChartRenders } = await import('./chart-render.ts');
  failures.push(...(await measureChartRenders(answers)));
}
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  process.exit(1);
}
