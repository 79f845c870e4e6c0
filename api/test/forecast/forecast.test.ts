import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ForecastAccuracyResponse, ForecastResponse, LiveServerMessage, TaskResponse } from '@stepwise/contracts';
import { eq } from 'drizzle-orm';
import { taskForecastSnapshots } from '../../src/db/schema/index.js';
import { FORECAST_DEBOUNCE_MS, FORECAST_PUBLISH_JOB, FORECAST_SNAPSHOT_JOB } from '../../src/modules/forecast/index.js';
import { login, PASSWORD } from '../helpers/auth.js';
import { LiveTestClient } from '../helpers/live-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { DAY } from '../helpers/clock.js';
import { caller, forecastWorkspace, officeWeek, type UserWithId } from './forecast-setup.js';

/** Monday 2 March 2026, 09:00 in Moscow: an ordinary working week in Russia. */
const MONDAY_9_MOSCOW = '2026-03-02T06:00:00.000Z';

describe('the deadline forecast', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let member: UserWithId;
  let stranger: UserWithId;
  let workspaceId: number;
  let call: ReturnType<typeof caller>;
  let baseUrl: string;
  const clients: LiveTestClient[] = [];
  const url = (path: string) => `/api/workspaces/${workspaceId}${path}`;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ admin, member, stranger, workspaceId } = await forecastWorkspace(testApp));
    call = caller(testApp);
    baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    // The admin keeps the Moscow default; the member works from Vladivostok (UTC+10).
    expect((await call('PUT', url(`/members/${member.user.id}/schedule`), member.token, officeWeek('Asia/Vladivostok'))).statusCode).toBe(200);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await testApp.close();
  });

  async function newTask(body: Record<string, unknown>, token = admin.token): Promise<TaskResponse> {
    const response = await call('POST', url('/tasks'), token, { title: 'Task', ...body });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: TaskResponse }>().data;
  }
  async function forecast(at = MONDAY_9_MOSCOW, token = member.token): Promise<ForecastResponse> {
    const response = await call('GET', url(`/forecast?at=${encodeURIComponent(at)}`), token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: ForecastResponse }>().data;
  }
  const tasksOf = (result: ForecastResponse, userId: number) => result.members.find((entry) => entry.user_id === userId)!.tasks;
  const taskIn = (result: ForecastResponse, taskId: number) => result.members.flatMap((entry) => entry.tasks).find((task) => task.task_id === taskId);

  let first: TaskResponse;
  let second: TaskResponse;
  let unestimated: TaskResponse;
  let afterUnestimated: TaskResponse;
  let early: TaskResponse;
  let blocked: TaskResponse;

  it('with no finished history walks the estimates through working time to the minute, pace exactly 1.0', async () => {
    first = await newTask({ assignee_id: admin.user.id, estimate_minutes: 300, due_on: '2026-03-02' });
    second = await newTask({ assignee_id: admin.user.id, estimate_minutes: 600, due_on: '2026-03-02' });
    unestimated = await newTask({ assignee_id: admin.user.id });
    afterUnestimated = await newTask({ assignee_id: admin.user.id, estimate_minutes: 60, due_on: '2026-03-01' });
    early = await newTask({ assignee_id: member.user.id, estimate_minutes: 120, due_on: '2026-03-10' });
    blocked = await newTask({ assignee_id: member.user.id, estimate_minutes: 60, blocked_by: [second.id] });
    await newTask({ estimate_minutes: 60 });

    const result = await forecast();
    expect(result.at).toBe(MONDAY_9_MOSCOW);
    for (const entry of result.members) expect([entry.pace, entry.pace_basis, entry.pace_tasks, entry.focus]).toEqual([1, 'default', 0, 1]);
    const admins = tasksOf(result, admin.user.id);
    expect(admins.map(({ task_id, start_at, finish_p50 }) => [task_id, start_at, finish_p50])).toEqual([
      // 09:00–13:00 and 14:00–15:00 Moscow.
      [first.id, '2026-03-02T06:00:00.000Z', '2026-03-02T12:00:00.000Z'],
      // 15:00–18:00, Tuesday 09:00–13:00 and 14:00–17:00.
      [second.id, '2026-03-02T12:00:00.000Z', '2026-03-03T14:00:00.000Z'],
      // After the unestimated task, assumed to take the median of the queue's estimates (300 minutes): Wednesday 14:00–15:00.
      [afterUnestimated.id, '2026-03-04T11:00:00.000Z', '2026-03-04T12:00:00.000Z'],
    ]);
    expect(result.unscored).toEqual([unestimated.id]);
    expect(admins.map((task) => task.assumes_unscored)).toEqual([false, false, true]);
    expect(tasksOf(result, member.user.id).map(({ task_id, start_at, finish_p50 }) => [task_id, start_at, finish_p50])).toEqual([
      // Monday 16:00–18:00 in Vladivostok.
      [early.id, '2026-03-02T06:00:00.000Z', '2026-03-02T08:00:00.000Z'],
      // Waits for the admin's task: done at midnight in Vladivostok, so it starts at 09:00 there on Wednesday.
      [blocked.id, '2026-03-03T23:00:00.000Z', '2026-03-04T00:00:00.000Z'],
    ]);
  });

  it('never puts P85 before P50, and rates each due date', async () => {
    const result = await forecast();
    for (const task of result.members.flatMap((entry) => entry.tasks)) {
      expect(Date.parse(task.finish_p85)).toBeGreaterThanOrEqual(Date.parse(task.finish_p50));
      expect(Date.parse(task.finish_p50)).toBeGreaterThan(Date.parse(task.start_at));
    }
    expect(taskIn(result, first.id)!.finish_p85 > taskIn(result, first.id)!.finish_p50).toBe(true);
    expect(Object.fromEntries(result.members.flatMap((entry) => entry.tasks).map((task) => [task.task_id, task.risk]))).toEqual({
      [first.id]: 'at_risk',
      [second.id]: 'late',
      [afterUnestimated.id]: 'overdue',
      [early.id]: 'on_track',
      [blocked.id]: null,
    });
  });

  it('gives goals and projects the finish of their last task', async () => {
    const goal = (await call('POST', url('/goals'), admin.token, { title: 'Beta' })).json<{ data: { id: number } }>().data;
    const project = (await call('POST', url('/projects'), admin.token, { name: 'Apollo', key: 'APL' })).json<{ data: { id: number } }>().data;
    for (const task of [first, blocked]) {
      expect((await call('PATCH', `/api/tasks/${task.id}`, admin.token, { goal_id: goal.id, project_id: project.id })).statusCode).toBe(200);
    }
    const result = await forecast();
    const last = taskIn(result, blocked.id)!;
    expect(result.goals).toEqual([{ goal_id: goal.id, finish_p50: last.finish_p50, finish_p85: expect.any(String) }]);
    expect(result.goals[0]!.finish_p85 >= last.finish_p85).toBe(true);
    expect(result.projects).toEqual([{ project_id: project.id, finish_p50: last.finish_p50, finish_p85: last.finish_p85 }]);
  });

  it('refuses an instant that is not one', async () => {
    const response = await call('GET', url('/forecast?at=next-tuesday'), member.token);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { at: 'invalid' } });
  });

  async function subscribed(token: string): Promise<LiveTestClient> {
    const client = await LiveTestClient.connect(baseUrl);
    clients.push(client);
    client.send({ type: 'auth', token });
    await client.until((c) => c.has('ready'), 'ready');
    client.send({ type: 'subscribe', workspace_id: workspaceId });
    await client.until((c) => c.has('subscribed', workspaceId), 'subscribed');
    return client;
  }
  const forecastEvents = (client: LiveTestClient) =>
    client.received.flatMap((message: LiveServerMessage) => (message.type === 'event' && message.event.type === 'forecast.changed' ? [message.event] : []));

  it('recomputes after a burst of changes and announces it once on the live channel', async () => {
    const watcher = await subscribed(member.token);
    const before = await forecast();
    // A day off on Monday, a new estimate and a reordered flow, in quick succession.
    expect(
      (await call('POST', url(`/members/${admin.user.id}/days-off`), admin.token, { from: '2026-03-02', to: '2026-03-02', kind: 'sick_leave' })).statusCode,
    ).toBe(201);
    expect((await call('PATCH', `/api/tasks/${early.id}`, member.token, { estimate_minutes: 180 })).statusCode).toBe(200);
    expect(
      (await call('PUT', url(`/flow/${admin.user.id}`), admin.token, { task_ids: [second.id, first.id, unestimated.id, afterUnestimated.id] })).statusCode,
    ).toBe(200);
    testApp.clock.advance(FORECAST_DEBOUNCE_MS);
    await testApp.app.jobs.drain([FORECAST_PUBLISH_JOB]);
    await watcher.until((c) => forecastEvents(c).length > 0, 'forecast.changed');

    const after = await forecast();
    expect(forecastEvents(watcher)).toEqual([expect.objectContaining({ type: 'forecast.changed', payload: { version: after.version }, actor_id: null })]);
    expect(after.version).toBeGreaterThanOrEqual(before.version + 3);
    // The admin is off on Monday: the reordered flow starts on Tuesday at 09:00 Moscow with the 600-minute task.
    expect(tasksOf(after, admin.user.id).map(({ task_id, start_at }) => [task_id, start_at])).toEqual([
      [second.id, '2026-03-03T06:00:00.000Z'],
      [first.id, '2026-03-04T08:00:00.000Z'],
      [afterUnestimated.id, expect.any(String)],
    ]);
    // Monday 16:00–18:00 and Tuesday 09:00–10:00 in Vladivostok.
    expect(taskIn(after, early.id)!.finish_p50).toBe('2026-03-03T00:00:00.000Z');
    // The waiting task follows its blocker's new finish.
    expect(taskIn(after, blocked.id)!.start_at >= taskIn(after, second.id)!.finish_p50).toBe(true);
  });

  it('learns a pace from finished tasks: the member’s own, per complexity, the team’s for the others', async () => {
    const done = await newTask({ assignee_id: admin.user.id, estimate_minutes: 60, complexity: 4 });
    expect((await call('POST', `/api/tasks/${done.id}/finish`, admin.token, { spent_minutes: 120 })).statusCode).toBe(200);
    const result = await forecast();
    const admins = result.members.find((entry) => entry.user_id === admin.user.id)!;
    expect(admins).toMatchObject({ pace_basis: 'member', pace_tasks: 1, complexity_paces: [{ complexity: 4, tasks: 1, pace: expect.any(Number) }] });
    expect(admins.pace).toBeGreaterThan(1);
    expect(admins.complexity_paces[0]!.pace).toBeGreaterThan(admins.pace);
    expect(result.members.find((entry) => entry.user_id === member.user.id)).toMatchObject({ pace_basis: 'team', pace_tasks: 1, complexity_paces: [] });
  });

  it('keeps a daily snapshot of every open task and reports how often P50 and P85 held', async () => {
    const empty = (await call('GET', url('/forecast/accuracy'), member.token)).json<{ data: ForecastAccuracyResponse }>().data;
    expect(empty).toEqual({ workspace: { finished: 0, by_p50: 0, by_p85: 0, p50_rate: null, p85_rate: null }, members: [] });
    const quick = await newTask({ assignee_id: member.user.id, estimate_minutes: 30 });
    const slow = await newTask({ assignee_id: admin.user.id, estimate_minutes: 30 });
    await testApp.app.jobs.enqueueDueSlots();
    await testApp.app.jobs.drain([FORECAST_SNAPSHOT_JOB]);
    const snapshots = await testApp.app.db.select().from(taskForecastSnapshots).where(eq(taskForecastSnapshots.workspaceId, workspaceId));
    expect(snapshots.map((row) => row.taskId).sort()).toEqual(expect.arrayContaining([quick.id, slow.id, first.id]));
    expect(snapshots.every((row) => row.p85 >= row.p50)).toBe(true);

    expect((await call('POST', `/api/tasks/${quick.id}/finish`, member.token, {})).statusCode).toBe(200);
    testApp.clock.advance(400 * DAY);
    // The access token has long expired by then: the admin signs in again.
    const token = (await login(testApp, admin.email, PASSWORD)).json<{ access_token: string }>().access_token;
    expect((await call('POST', `/api/tasks/${slow.id}/finish`, token, {})).statusCode).toBe(200);
    // Finished without a snapshot: not counted.
    const unseen = await newTask({ assignee_id: admin.user.id, estimate_minutes: 30 }, token);
    expect((await call('POST', `/api/tasks/${unseen.id}/finish`, token, {})).statusCode).toBe(200);

    const report = (await call('GET', url('/forecast/accuracy'), token)).json<{ data: ForecastAccuracyResponse }>().data;
    expect(report.workspace).toEqual({ finished: 2, by_p50: 1, by_p85: 1, p50_rate: 0.5, p85_rate: 0.5 });
    expect(report.members).toEqual(
      [
        { user_id: admin.user.id, finished: 1, by_p50: 0, by_p85: 0, p50_rate: 0, p85_rate: 0 },
        { user_id: member.user.id, finished: 1, by_p50: 1, by_p85: 1, p50_rate: 1, p85_rate: 1 },
      ].sort((a, b) => a.user_id - b.user_id),
    );
    const strangerToken = (await login(testApp, stranger.email, PASSWORD)).json<{ access_token: string }>().access_token;
    expect((await call('GET', url('/forecast/accuracy'), strangerToken)).statusCode).toBe(404);
  });
});
