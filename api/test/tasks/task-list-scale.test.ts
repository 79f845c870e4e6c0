import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { max, sql } from 'drizzle-orm';
import { tasks } from '../../src/db/schema/index.js';
import type { TaskListResponse } from '@stepwise/contracts';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { statementsDuring } from '../helpers/statements.js';
import { call, createTeam, insertProject, type TeamFixture } from './work-fixtures.js';

/**
 * The list on a big workspace: 10,000 tasks (a fifth assigned, some with dependencies and recorded
 * time) read in the same statements whatever the page size, and a page under each filter. How fast
 * is measured by `npm run bench:workspace` (its task-list rows, p95 budget in bench/workspace-budgets.json).
 */
const TASKS = 10_000;

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
}, 120_000);
afterAll(() => testApp.close());

/** Query strings of the filtered pages (read once the fixtures exist). */
const filteredQueries: Array<[string, () => string]> = [
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

  it.each(filteredQueries)('answers a page under %s', async (_name, queryOf) => {
    const response = await call(testApp, team.member, 'GET', `/api/workspaces/${team.workspaceId}/tasks?${queryOf()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<TaskListResponse>().data.length).toBeGreaterThan(0);
  });
});
