// `npm run bench:workspace`: the workspace API under a big team. Seeds a workspace of 100 members and
// 10,000 tasks, starts the real API (the built Fastify app, listening on a local port) on PGlite and,
// when reachable, on PostgreSQL (a fresh database, dropped afterwards), and measures over HTTP: task
// list pages, flow reads, start / reorder / move writes, and how long a write takes to reach another
// member's open live channel. Prints a table; exits 1 when a p95 exceeds bench/workspace-budgets.json.
// Run `npm run build` (or `npm run build -w api`) first: it loads api/dist.
//
// Options: --members=N --tasks=N --runs=N; BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildBenchApp, onFreshPostgres } from './lib/bench-api.mjs';
import { apiClient, liveSubscriber, signIn } from './workspace/api-client.mjs';
import { percentile, timeRuns } from './workspace/measure.mjs';

const { seedBenchWorkspace } = await import('../api/dist/modules/demo/index.js');

const budgets = JSON.parse(readFileSync(new URL('./workspace-budgets.json', import.meta.url), 'utf8'));
const option = (name, fallback) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const MEMBERS = option('members', 100);
const TASKS = option('tasks', 10_000);
const RUNS = option('runs', 200);
const WRITE_RUNS = Math.max(20, Math.round(RUNS / 2));
const PASSWORD = 'bench-password';
const BENCH_DATABASE = 'stepwise_bench';

const rows = [];
const failures = [];

function record(database, measure, sorted, kind) {
  const budget = kind === 'live' ? budgets.liveEventP95Ms : kind === 'write' ? budgets.writeP95Ms : budgets.readP95Ms;
  const p95 = percentile(sorted, 0.95);
  rows.push({ database, measure, runs: sorted.length, p50: percentile(sorted, 0.5), p95, budget });
  if (p95 > budget) failures.push(`${database}: ${measure} p95 ${p95.toFixed(1)} ms > ${budget} ms`);
}

/** Seeds, listens, measures, closes: one database. */
async function benchOn(database, env) {
  const app = await buildBenchApp(env);
  try {
    const seedStarted = performance.now();
    const bench = await seedBenchWorkspace(app, { members: MEMBERS, tasks: TASKS, password: PASSWORD });
    console.log(`[${database}] seeded ${MEMBERS} members and ${TASKS} tasks in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const ws = bench.workspaceId;
    const actorId = bench.memberIds[1];
    const admin = apiClient(baseUrl, await signIn(baseUrl, bench.emails[0], PASSWORD));
    const actor = apiClient(baseUrl, await signIn(baseUrl, bench.emails[1], PASSWORD));
    const watcher = await liveSubscriber(baseUrl, await signIn(baseUrl, bench.emails[2], PASSWORD), ws);
    try {
      const first = await admin('GET', `/workspaces/${ws}/tasks`);
      if (first.meta.total !== TASKS) throw new Error(`the list counts ${first.meta.total} tasks, not ${TASKS}`);
      const [sphere] = (await admin('GET', `/workspaces/${ws}/spheres`)).data;
      const [project] = (await admin('GET', `/workspaces/${ws}/projects`)).data;
      const member = (run) => bench.memberIds[run % bench.memberIds.length];

      record(database, 'task list: first page (100)', await timeRuns(RUNS, () => admin('GET', `/workspaces/${ws}/tasks`)), 'read');
      record(
        database,
        'task list: next page (cursor)',
        await timeRuns(RUNS, () => admin('GET', `/workspaces/${ws}/tasks?cursor=${encodeURIComponent(first.meta.next_cursor)}`)),
        'read',
      );
      record(database, 'task list: by assignee', await timeRuns(RUNS, (run) => admin('GET', `/workspaces/${ws}/tasks?assignee_id=${member(run)}`)), 'read');
      record(
        database,
        'task list: by status',
        await timeRuns(RUNS, (run) => admin('GET', `/workspaces/${ws}/tasks?status=${['open', 'overdue,paused', 'in_progress', 'not_scored'][run % 4]}`)),
        'read',
      );
      record(
        database,
        'task list: sphere + project',
        await timeRuns(RUNS, () => admin('GET', `/workspaces/${ws}/tasks?sphere_id=${sphere.id}&project_id=${project.id}`)),
        'read',
      );
      record(
        database,
        'task list: text search',
        await timeRuns(RUNS, (run) => admin('GET', `/workspaces/${ws}/tasks?q=${encodeURIComponent(['счетов', 'Согласовать', 'задачу №77'][run % 3])}`)),
        'read',
      );
      record(database, 'flow read', await timeRuns(RUNS, (run) => admin('GET', `/workspaces/${ws}/flow/${member(run)}`)), 'read');

      // The actor works through their flow: each start pauses the task before it; the watcher sees it live.
      const flowNow = (await actor('GET', `/workspaces/${ws}/flow/${actorId}`)).data;
      let active = flowNow.find((task) => task.state === 'in_progress')?.id;
      const queue = flowNow.filter((task) => task.id !== active).map((task) => task.id);
      const live = [];
      const starts = await timeRuns(
        WRITE_RUNS,
        async () => {
          const taskId = queue.shift();
          const sent = performance.now();
          const seen = watcher.next((event) => event.type === 'task.updated' && event.payload.task.id === taskId && event.payload.task.state === 'in_progress');
          await actor('POST', `/tasks/${taskId}/start`, { confirm_blocked: true });
          live.push((await seen) - sent);
          if (active !== undefined) queue.push(active);
          active = taskId;
        },
        10,
      );
      record(database, 'start (pauses the active task)', starts, 'write');

      const flow = async () => (await actor('GET', `/workspaces/${ws}/flow/${actorId}`)).data.map((task) => task.id);
      let order = await flow();
      const reorders = await timeRuns(
        WRITE_RUNS,
        async () => {
          order = [order[0], ...order.slice(1).reverse()];
          const sent = performance.now();
          const seen = watcher.next((event) => event.type === 'flow.reordered' && event.payload.user_id === actorId);
          await actor('PUT', `/workspaces/${ws}/flow/${actorId}`, { task_ids: order });
          live.push((await seen) - sent);
        },
        10,
      );
      record(database, `reorder whole flow (${order.length} tasks)`, reorders, 'write');
      order = await flow();
      record(
        database,
        'move one task in the flow',
        await timeRuns(
          WRITE_RUNS,
          async (run) => {
            const taskId = order[order.length - 1 - (run % 5)];
            order = (await admin('POST', `/workspaces/${ws}/flow/${actorId}/move`, { task_id: taskId, after_task_id: null })).data.map((task) => task.id);
          },
          10,
        ),
        'write',
      );
      record(
        database,
        'live: write → other member’s event',
        live.sort((a, b) => a - b),
        'live',
      );
    } finally {
      watcher.close();
    }
  } finally {
    await app.close();
  }
}

await benchOn('PGlite', { DATABASE_URL: 'memory://' });
await onFreshPostgres(BENCH_DATABASE, (url) => benchOn('PostgreSQL', { DATABASE_URL: url }));

// Other processes' work shows in every number: say how busy the machine was.
console.log(
  `\nload average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min) on ${availableParallelism()} cores`,
);
console.log(`${'database'.padEnd(11)} ${'measure'.padEnd(40)} ${'runs'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'budget'.padStart(7)}`);
for (const row of rows) {
  const mark = row.p95 > row.budget ? '  OVER' : '';
  console.log(
    `${row.database.padEnd(11)} ${row.measure.padEnd(40)} ${String(row.runs).padStart(5)} ${row.p50.toFixed(1).padStart(8)} ${row.p95.toFixed(1).padStart(8)} ${String(row.budget).padStart(7)}${mark}`,
  );
}
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery p95 within budget.');
process.exit(0);
