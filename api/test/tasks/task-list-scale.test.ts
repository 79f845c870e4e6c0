import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { max, sql } from 'drizzle-orm';
import { tasks } from '../../src/db/schema/index.js';
import type { TaskListResponse } from '@stepwise/contracts';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { statementsDuring } from '../helpers/statements.js';
import { expectedDriver } from '../helpers/test-database.js';
import { call, createTeam, insertProject, type TeamFixture } from './work-fixtures.js';

/**
 * The list stays fast on a big workspace: 10,000 tasks (a fifth assigned, some with dependencies and
 * recorded time), and a page of 100 under each filter answers within the budget at the 95th percentile.
 */
const TASKS = 10_000;
const RUNS = 20;
const P95_BUDGET_MS = 30;
/** Rounds of RUNS pages; the best p95 counts, so that a burst of another process's work is not taken for slowness. */
const ROUNDS = 3;

let testApp: TestApp;
let team: TeamFixture;
let projectId: number;
let newestId: number;

beforeAll(async () => {
  testApp = await startTestApp();
  team = await createTeam(testApp);
  projectId = await insertProject(testApp, team.workspaceId, 'BIG');
  const db = testApp.app.db;
  const backlog = team.sphere.stages.Backlog;
  const done = team.sphere.stages.Done;
  await db.execute(sql`
    insert into tasks (workspace_id, title, description, sphere_id, stage_id, state, assignee_id, project_id, estimate_minutes, due_on, stage_rank, finished_at)
    select ${team.workspaceId}, 'Task number ' || n, case when n % 7 = 0 then 'needs the invoice export' else '' end, ${team.sphere.id},
      case when n % 10 = 0 then ${done}::int else ${backlog}::int end,
      case when n % 10 = 0 then 'finished' else 'open' end,
      case when n % 5 = 0 then ${team.member.id}::int end,
      case when n % 3 = 0 then ${projectId}::int end,
      case when n % 4 = 0 then null else 60 end,
      case when n % 9 = 0 then date '2020-01-01' end,
      lpad(n::text, 6, '0'),
      case when n % 10 = 0 then now() end
    from generate_series(1, ${TASKS}) as n`);
  await db.execute(sql`
    insert into task_blockers (task_id, blocker_id)
    select id, id - 1 from tasks where workspace_id = ${team.workspaceId} and id % 11 = 0`);
  await db.execute(sql`
    insert into task_intervals (task_id, workspace_id, user_id, started_at, ended_at)
    select id, workspace_id, ${team.member.id}, now() - interval '2 hours', now() - interval '1 hour'
    from tasks where workspace_id = ${team.workspaceId} and assignee_id is not null`);
  await db.execute(sql`analyze`);
  const [{ id }] = await db.select({ id: max(tasks.id) }).from(tasks);
  newestId = id!;
  // Warm up (code paths compiled, the embedded database's caches filled), as a running server is.
  for (let run = 0; run < 2 * RUNS; run++) await call(testApp, team.member, 'GET', `/api/workspaces/${team.workspaceId}/tasks`);
}, 120_000);
afterAll(() => testApp.close());

/*
 * What a page costs is measured as CPU time, so that other work on the machine does not count: the
 * process's own (the embedded database runs in it) plus, on a local PostgreSQL server, that of the
 * server processes of this test's connections (/proc/<pid>/schedstat, nanoseconds). Where the server's
 * processes cannot be read (a remote server), wall-clock time counts.
 */
interface Start {
  wall: number;
  cpu: NodeJS.CpuUsage;
  serverNs: number | undefined;
}

let serverPids: number[] = [];

async function readServerPids(): Promise<void> {
  if (expectedDriver !== 'postgres') return;
  const result = await testApp.app.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`);
  serverPids = (result as unknown as { rows: Array<{ pid: number }> }).rows.map((row) => row.pid);
}

function serverCpuNs(): number | undefined {
  if (expectedDriver !== 'postgres') return 0;
  try {
    return serverPids.reduce((sum, pid) => sum + Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]), 0);
  } catch {
    return undefined;
  }
}

const measureStart = (): Start => ({ wall: performance.now(), cpu: process.cpuUsage(), serverNs: serverCpuNs() });

function elapsedMs(start: Start): number {
  const serverNs = serverCpuNs();
  if (start.serverNs === undefined || serverNs === undefined) return performance.now() - start.wall;
  const used = process.cpuUsage(start.cpu);
  return (used.user + used.system) / 1_000 + (serverNs - start.serverNs) / 1_000_000;
}

function percentile95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1];
}

/** Query strings of the timed pages (read once the fixtures exist). */
const timedQueries: Array<[string, () => string]> = [
  ['no filter', () => ''],
  ['two statuses', () => 'status=open,overdue'],
  ['assignee and statuses', () => `assignee_id=${team.member.id}&status=not_scored,open`],
  ['a project', () => `project_id=${projectId}`],
  ['words', () => 'q=invoice%20export'],
  ['a cursor halfway', () => `cursor=${newestId - TASKS / 2}`],
];

describe('the task list of a workspace with 10,000 tasks', () => {
  it('reads a page of 1 and a page of 500 in the same statements: blockers and time for the whole page at once', async () => {
    const url = `/api/workspaces/${team.workspaceId}/tasks`;
    await call(testApp, team.member, 'GET', url);
    for (const query of ['', 'q=invoice']) {
      const sizes: number[] = [];
      const counts: number[] = [];
      for (const limit of [1, 500]) {
        let page: TaskListResponse = { data: [], meta: { next_cursor: null, total: 0 } };
        const statements = await statementsDuring(testApp, async () => {
          page = (await call(testApp, team.member, 'GET', `${url}?limit=${limit}&${query}`)).json<TaskListResponse>();
        });
        sizes.push(page.data.length);
        counts.push(statements.length);
        if (limit === 500) expect(page.data.some((task) => task.blocked_by.length > 0) && page.data.some((task) => task.spent_minutes > 0)).toBe(true);
      }
      expect(sizes).toEqual([1, 500]);
      expect(counts[1]).toBe(counts[0]);
    }
  });

  it.each(timedQueries)('answers a page under %s within the budget', async (_name, queryOf) => {
    const url = `/api/workspaces/${team.workspaceId}/tasks?${queryOf()}`;
    const first = await call(testApp, team.member, 'GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.json<TaskListResponse>().data.length).toBeGreaterThan(0);
    let best = Number.POSITIVE_INFINITY;
    for (let round = 0; round < ROUNDS && best > P95_BUDGET_MS; round++) {
      await readServerPids();
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = measureStart();
        const response = await call(testApp, team.member, 'GET', url);
        samples.push(elapsedMs(started));
        expect(response.statusCode).toBe(200);
      }
      best = Math.min(best, percentile95(samples));
    }
    expect(best).toBeLessThanOrEqual(P95_BUDGET_MS);
  });
});
