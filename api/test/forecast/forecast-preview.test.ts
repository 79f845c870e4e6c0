import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ForecastPreviewResponse, ForecastResponse, TaskResponse } from '@stepwise/contracts';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { caller, forecastWorkspace, officeWeek, type UserWithId } from './forecast-setup.js';

describe('the forecast preview of a proposed flow order', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let member: UserWithId;
  let stranger: UserWithId;
  let workspaceId: number;
  let call: ReturnType<typeof caller>;
  const url = (path: string) => `/api/workspaces/${workspaceId}${path}`;
  let [short, long, last, own, waiting]: TaskResponse[] = [];
  let goalId: number;
  let projectId: number;

  async function newTask(body: Record<string, unknown>): Promise<TaskResponse> {
    const response = await call('POST', url('/tasks'), admin.token, { title: 'Task', ...body });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: TaskResponse }>().data;
  }
  const preview = (body: object, token = member.token) => call('POST', url('/forecast/preview'), token, body);
  async function forecastNow(): Promise<ForecastResponse> {
    const response = await call('GET', url('/forecast'), member.token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: ForecastResponse }>().data;
  }
  const datesOf = (forecast: ForecastResponse) =>
    new Map(forecast.members.flatMap((entry) => entry.tasks.map((task) => [task.task_id, { ...task, user_id: entry.user_id }] as const)));

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ admin, member, stranger, workspaceId } = await forecastWorkspace(testApp));
    call = caller(testApp);
    expect((await call('PUT', url(`/members/${member.user.id}/schedule`), member.token, officeWeek('Asia/Vladivostok'))).statusCode).toBe(200);
    goalId = (await call('POST', url('/goals'), admin.token, { title: 'Beta' })).json<{ data: { id: number } }>().data.id;
    projectId = (await call('POST', url('/projects'), admin.token, { name: 'Apollo', key: 'APL' })).json<{ data: { id: number } }>().data.id;
    short = await newTask({ assignee_id: admin.user.id, estimate_minutes: 120 });
    long = await newTask({ assignee_id: admin.user.id, estimate_minutes: 900, goal_id: goalId, project_id: projectId });
    last = await newTask({ assignee_id: admin.user.id, estimate_minutes: 60 });
    own = await newTask({ assignee_id: member.user.id, estimate_minutes: 120 });
    // The member's task waits for the admin's long one.
    waiting = await newTask({ assignee_id: member.user.id, estimate_minutes: 60, blocked_by: [long!.id], goal_id: goalId });
  });
  afterAll(() => testApp.close());

  it('answers only what a reorder would move, across members, and the forecast says the same once the order is saved', async () => {
    const before = await forecastNow();
    const response = await preview({ user_id: admin.user.id, task_ids: [long!.id, short!.id, last!.id] });
    expect(response.statusCode).toBe(200);
    const result = response.json<{ data: ForecastPreviewResponse }>().data;
    expect([result.at, result.version]).toEqual([before.at, before.version]);
    // The long task goes first: it and the short one move, and so does the member's task waiting for it; the member's own task does not.
    const moved = result.tasks.map((task) => task.task_id);
    expect(moved).toEqual(expect.arrayContaining([long!.id, short!.id, waiting!.id]));
    expect(moved).not.toContain(own!.id);
    expect(result.tasks.find((task) => task.task_id === waiting!.id)!.user_id).toBe(member.user.id);
    const was = datesOf(before);
    expect(result.tasks.find((task) => task.task_id === long!.id)!.finish_p50 < was.get(long!.id)!.finish_p50).toBe(true);
    expect(result.tasks.find((task) => task.task_id === waiting!.id)!.start_at < was.get(waiting!.id)!.start_at).toBe(true);
    expect(result.goals.map((goal) => goal.goal_id)).toEqual([goalId]);
    expect(result.projects.map((project) => project.project_id)).toEqual([projectId]);
    // Nothing was saved.
    expect(await forecastNow()).toEqual(before);

    expect((await call('PUT', url(`/flow/${admin.user.id}`), admin.token, { task_ids: [long!.id, short!.id, last!.id] })).statusCode).toBe(200);
    const after = await forecastNow();
    const now = datesOf(after);
    expect(result.tasks).toEqual(result.tasks.map((task) => now.get(task.task_id)));
    for (const [taskId, dates] of now) {
      if (!moved.includes(taskId)) expect(dates).toEqual(was.get(taskId));
    }
    expect(result.goals).toEqual(after.goals.filter((goal) => goal.goal_id === goalId));
    expect(result.projects).toEqual(after.projects);
  });

  it('answers no change for the order as it is', async () => {
    const response = await preview({ user_id: admin.user.id, task_ids: [long!.id, short!.id, last!.id] }, admin.token);
    expect(response.json<{ data: ForecastPreviewResponse }>().data).toMatchObject({ tasks: [], goals: [], projects: [] });
  });

  it('previews reassigning a task from another member’s flow to a place in this one', async () => {
    const was = datesOf(await forecastNow());
    const response = await preview({ user_id: admin.user.id, task_ids: [own!.id, long!.id, short!.id, last!.id], reassigned_task_id: own!.id });
    expect(response.statusCode).toBe(200);
    const moved = new Map(response.json<{ data: ForecastPreviewResponse }>().data.tasks.map((task) => [task.task_id, task]));
    // The task takes the admin's first place: it starts when their first task did, and their tasks move later.
    expect(moved.get(own!.id)).toMatchObject({ user_id: admin.user.id, start_at: was.get(long!.id)!.start_at });
    expect(moved.get(long!.id)!.finish_p50 > was.get(long!.id)!.finish_p50).toBe(true);
    // Nothing was saved.
    expect(datesOf(await forecastNow())).toEqual(was);
    // Only a task of another member's flow can be proposed, and it must be in the list.
    for (const body of [
      { user_id: admin.user.id, task_ids: [long!.id, short!.id, last!.id], reassigned_task_id: long!.id },
      { user_id: admin.user.id, task_ids: [long!.id, short!.id, last!.id], reassigned_task_id: own!.id },
    ]) {
      const refused = await preview(body);
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'not_in_flow']);
    }
  });

  it('refuses a list that is not exactly the member’s unfinished tasks, as a reorder does', async () => {
    for (const taskIds of [
      [long!.id, short!.id],
      [long!.id, short!.id, last!.id, own!.id],
    ]) {
      const response = await preview({ user_id: admin.user.id, task_ids: taskIds });
      expect([taskIds, response.statusCode, response.json().code]).toEqual([taskIds, 409, 'not_in_flow']);
    }
    // A list read before a task joined the flow is stale.
    await newTask({ assignee_id: admin.user.id, estimate_minutes: 30 });
    const stale = await preview({ user_id: admin.user.id, task_ids: [short!.id, long!.id, last!.id] });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'not_in_flow']);
  });

  it('validates the body', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{ user_id: admin.user.id }, { task_ids: 'required' }],
      [{ task_ids: [] }, { user_id: 'required' }],
      [{ user_id: admin.user.id, task_ids: [short!.id, short!.id] }, { task_ids: 'invalid' }],
      [
        { user_id: 'me', task_ids: ['x'] },
        { user_id: 'invalid', 'task_ids.0': 'invalid' },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await preview(body);
      expect([body, response.statusCode, response.json()]).toEqual([body, 400, expect.objectContaining({ code: 'validation_failed', fields })]);
    }
  });

  it('is for members only, about active members', async () => {
    const body = { user_id: admin.user.id, task_ids: [short!.id] };
    expect((await call('POST', url('/forecast/preview'), undefined, body)).statusCode).toBe(401);
    const outsider = await preview(body, stranger.token);
    expect([outsider.statusCode, outsider.json().code]).toEqual([404, 'not_found']);
    const nobody = await preview({ user_id: stranger.user.id, task_ids: [] });
    expect([nobody.statusCode, nobody.json().code]).toEqual([404, 'not_found']);
    const missing = await call('POST', '/api/workspaces/999999/forecast/preview', member.token, body);
    expect(missing.statusCode).toBe(404);
  });
});
