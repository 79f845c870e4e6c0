import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ID_MAX } from '@stepwise/contracts';
import { count, eq } from 'drizzle-orm';
import { goals, sprintTasks, tasks } from '../../src/db/schema/index.js';
import { caller, forecastWorkspace, type UserWithId } from '../forecast/forecast-setup.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { listSprints, newTask, type Call } from '../sprints/sprint-setup.js';

/**
 * Every id is a positive 32-bit integer (the contract's rule): one beyond it in a body or a query is a 400
 * naming the field, in a path a 404, never a 5xx from the database's `integer`; nothing is written.
 */
const BEYOND = [2 ** 31, 2 ** 53, -1, 0, 1.5];
const BEYOND_TEXT = ['2147483648', '9007199254740992', '0', '99999999999'];

describe('ids outside the id range', () => {
  let testApp: TestApp;
  let call: Call;
  let admin: UserWithId;
  let workspaceId: number;
  let taskId: number;
  let sprintId: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    call = caller(testApp);
    ({ admin, workspaceId } = await forecastWorkspace(testApp));
    taskId = (await newTask(call, workspaceId, admin.token)).id;
    sprintId = (await listSprints(call, workspaceId, admin.token))[0]!.id;
  });
  afterAll(() => testApp.close());

  const countOf = async (table: typeof tasks | typeof goals) =>
    (await testApp.app.db.select({ n: count() }).from(table).where(eq(table.workspaceId, workspaceId)))[0]!.n;

  /** The answer is a 400 validation_failed naming `field` (and nothing more is needed to tell it). */
  async function expectRefused(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, field: string, payload?: object) {
    const response = await call(method, url, admin.token, payload);
    expect([method, url, field, response.statusCode]).toEqual([method, url, field, 400]);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: 'invalid' } });
  }

  it.each(BEYOND)('refuses %p as a task’s goal, assignee or blocker, and creates nothing', async (id) => {
    const before = await countOf(tasks);
    await expectRefused('POST', `/api/workspaces/${workspaceId}/tasks`, 'goal_id', { title: 'Task', goal_id: id });
    await expectRefused('POST', `/api/workspaces/${workspaceId}/tasks`, 'assignee_id', { title: 'Task', assignee_id: id });
    await expectRefused('POST', `/api/workspaces/${workspaceId}/tasks`, 'blocked_by.0', { title: 'Task', blocked_by: [id] });
    expect(await countOf(tasks)).toBe(before);
  });

  it.each(BEYOND)('refuses %p as a task’s new assignee or board neighbour, and changes nothing', async (id) => {
    const before = (await call('GET', `/api/tasks/${taskId}`, admin.token)).json();
    await expectRefused('PATCH', `/api/tasks/${taskId}`, 'assignee_id', { assignee_id: id });
    await expectRefused('PATCH', `/api/tasks/${taskId}`, 'after_task_id', { after_task_id: id });
    expect((await call('GET', `/api/tasks/${taskId}`, admin.token)).json()).toEqual(before);
  });

  it.each(BEYOND)('refuses %p as a goal’s owner and a sprint’s task', async (id) => {
    const goalsBefore = await countOf(goals);
    await expectRefused('POST', `/api/workspaces/${workspaceId}/goals`, 'owner_id', { title: 'Launch', owner_id: id });
    expect(await countOf(goals)).toBe(goalsBefore);
    await expectRefused('PUT', `/api/sprints/${sprintId}/tasks`, 'task_ids.0', { task_ids: [id] });
    expect(await testApp.app.db.select().from(sprintTasks).where(eq(sprintTasks.sprintId, sprintId))).toEqual([]);
  });

  it.each(BEYOND_TEXT)('refuses %s as an id in a query', async (id) => {
    const w = `/api/workspaces/${workspaceId}`;
    await expectRefused('GET', `${w}/calendar/days?from=2026-12-01&to=2026-12-31&user_id=${id}`, 'user_id');
    await expectRefused('GET', `${w}/tasks?assignee_id=${id}`, 'assignee_id');
    await expectRefused('GET', `${w}/tasks?goal_id=12,${id},none`, 'goal_id');
    await expectRefused('GET', `${w}/time-entries?task_id=${id}`, 'task_id');
    await expectRefused('GET', `${w}/timesheet?user_id=${id}`, 'user_id');
    await expectRefused('GET', `${w}/workload?from=2026-12-01&to=2026-12-31&goal_id=${id}`, 'goal_id');
    for (const report of ['velocity', 'accuracy', 'time', 'flow', 'risk']) await expectRefused('GET', `${w}/reports/${report}?user_id=${id}`, 'user_id');
  });

  it('takes the largest id as an id: an unknown one, not a malformed one', async () => {
    const response = await call('GET', `/api/workspaces/${workspaceId}/calendar/days?from=2026-12-01&to=2026-12-02&user_id=${ID_MAX}`, admin.token);
    expect([response.statusCode, response.json().code]).toEqual([404, 'not_found']);
    const report = await call('GET', `/api/workspaces/${workspaceId}/reports/risk?goal_id=${ID_MAX}`, admin.token);
    expect(report.statusCode).toBe(200);
  });

  it.each(BEYOND_TEXT)('answers 404 for %s as an id in a path', async (id) => {
    for (const [method, url] of [
      ['GET', `/api/tasks/${id}`],
      ['PATCH', `/api/goals/${id}`],
      ['PUT', `/api/sprints/${id}/tasks`],
      ['GET', `/api/workspaces/${id}/tasks`],
      ['GET', `/api/workspaces/${workspaceId}/flow/${id}`],
      ['GET', `/api/workspaces/${workspaceId}/members/${id}/schedule`],
    ] as const) {
      const response = await call(method, url, admin.token, method === 'GET' ? undefined : { title: 'x', task_ids: [] });
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
  });
});
