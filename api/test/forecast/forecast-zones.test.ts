import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ForecastResponse, TaskResponse } from '@stepwise/contracts';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { caller, forecastWorkspace, officeWeek, type UserWithId } from './forecast-setup.js';

/** Walks across a daylight-saving change and a Russian holiday, in the members' own zones. */
describe('the forecast across time zones', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let member: UserWithId;
  let workspaceId: number;
  let call: ReturnType<typeof caller>;
  const url = (path: string) => `/api/workspaces/${workspaceId}${path}`;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ admin, member, workspaceId } = await forecastWorkspace(testApp));
    call = caller(testApp);
  });
  afterAll(() => testApp.close());

  async function newTask(body: Record<string, unknown>): Promise<TaskResponse> {
    const response = await call('POST', url('/tasks'), admin.token, { title: 'Task', ...body });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: TaskResponse }>().data;
  }
  const forecastAt = async (at: string) => (await call('GET', url(`/forecast?at=${at}`), member.token)).json<{ data: ForecastResponse }>().data;

  it('follows the wall clock through a daylight-saving change', async () => {
    // New York falls back on Sunday 1 November 2026: Friday ends at 18:00 EDT, Monday starts at 09:00 EST.
    expect((await call('PUT', url(`/members/${admin.user.id}/schedule`), admin.token, officeWeek('America/New_York'))).statusCode).toBe(200);
    const task = await newTask({ assignee_id: admin.user.id, estimate_minutes: 120 });
    const result = await forecastAt('2026-10-30T21:00:00Z');
    expect(result.members.find((entry) => entry.user_id === admin.user.id)!.tasks).toEqual([
      expect.objectContaining({ task_id: task.id, start_at: '2026-10-30T21:00:00.000Z', finish_p50: '2026-11-02T15:00:00.000Z' }),
    ]);
  });

  it('skips a Russian holiday in Kaliningrad and gives an unassigned task no date', async () => {
    expect((await call('PUT', url(`/members/${member.user.id}/schedule`), member.token, officeWeek('Europe/Kaliningrad'))).statusCode).toBe(200);
    const task = await newTask({ assignee_id: member.user.id, estimate_minutes: 120 });
    const unassigned = await newTask({ estimate_minutes: 60 });
    // Friday 8 May 2026, 17:00 in Kaliningrad (UTC+2): the pre-holiday day ends at 17:00; 9–11 May are
    // days off (11 May moved from Saturday 9); Tuesday 12 May 09:00–11:00.
    const result = await forecastAt('2026-05-08T15:00:00Z');
    const tasks = result.members.flatMap((entry) => entry.tasks);
    expect(tasks.find((entry) => entry.task_id === task.id)).toMatchObject({ finish_p50: '2026-05-12T09:00:00.000Z' });
    expect(tasks.map((entry) => entry.task_id)).not.toContain(unassigned.id);
    expect(result.unscored).not.toContain(unassigned.id);
  });
});
