import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TaskResponse, WorkloadMember } from '@stepwise/contracts';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { caller, forecastWorkspace, officeWeek, type UserWithId } from '../forecast/forecast-setup.js';
import { insertSphere } from '../tasks/work-fixtures.js';

/** A local date in a zone, YYYY-MM-DD. */
const localDate = (instant: number | string, timeZone: string) => new Date(instant).toLocaleDateString('sv-SE', { timeZone });
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the workload board', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let member: UserWithId;
  let stranger: UserWithId;
  let workspaceId: number;
  let call: ReturnType<typeof caller>;
  const url = (path: string) => `/api/workspaces/${workspaceId}${path}`;
  let goalId: number;
  let projectId: number;
  let otherSphereId: number;
  let [plain, inGoal, inProject, inSphere]: TaskResponse[] = [];

  async function newTask(body: Record<string, unknown>): Promise<TaskResponse> {
    const response = await call('POST', url('/tasks'), admin.token, { title: 'Task', ...body });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: TaskResponse }>().data;
  }
  async function workload(query: string, token = member.token): Promise<WorkloadMember[]> {
    const response = await call('GET', url(`/workload?${query}`), token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: WorkloadMember[] }>().data;
  }
  const memberOf = (rows: WorkloadMember[], user: UserWithId) => rows.find((row) => row.user_id === user.user.id)!;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ admin, member, stranger, workspaceId } = await forecastWorkspace(testApp));
    call = caller(testApp);
    expect((await call('PUT', url(`/members/${member.user.id}/schedule`), member.token, officeWeek('Asia/Vladivostok'))).statusCode).toBe(200);
    goalId = (await call('POST', url('/goals'), admin.token, { title: 'Beta' })).json<{ data: { id: number } }>().data.id;
    projectId = (await call('POST', url('/projects'), admin.token, { name: 'Apollo', key: 'APL' })).json<{ data: { id: number } }>().data.id;
    const otherSphere = await insertSphere(testApp, workspaceId, { name: 'Support' });
    otherSphereId = otherSphere.id;
    plain = await newTask({ title: 'Plain', assignee_id: member.user.id, estimate_minutes: 300 });
    inGoal = await newTask({ title: 'Goal work', assignee_id: member.user.id, estimate_minutes: 600, goal_id: goalId });
    inProject = await newTask({ title: 'Project work', assignee_id: member.user.id, estimate_minutes: 90, project_id: projectId });
    inSphere = await newTask({
      title: 'Support work',
      assignee_id: member.user.id,
      estimate_minutes: 45,
      sphere_id: otherSphereId,
      stage_id: otherSphere.stages.Backlog,
    });
  });
  afterAll(() => testApp.close());

  it('is in the OpenAPI document', async () => {
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags: string[]; responses: object }>>;
    }>();
    const operation = paths['/api/workspaces/{id}/workload']!.get!;
    expect(operation.tags).toEqual(['workload']);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
  });

  it('gives every member capacity on a Russian holiday, a shortened day and a transferred day as the calendar says', async () => {
    const rows = await workload('from=2026-11-03&to=2026-11-04');
    expect(rows.map((row) => row.user_id).sort()).toEqual([admin.user.id, member.user.id].sort());
    const days = memberOf(rows, admin).days.map(({ date, capacity_minutes, reason }) => ({ date, capacity_minutes, reason }));
    expect(days).toEqual([
      { date: '2026-11-03', capacity_minutes: 420, reason: 'shortened' },
      { date: '2026-11-04', capacity_minutes: 0, reason: 'holiday' },
    ]);
    expect(memberOf(rows, admin).days[1]!.name).toBeTruthy();
    const transfer = memberOf(await workload('from=2026-12-31&to=2026-12-31'), member).days[0]!;
    expect([transfer.capacity_minutes, transfer.planned_minutes, transfer.reason]).toEqual([0, 0, 'transfer']);
  });

  it('takes a whole day off and a part of a day off from the member’s capacity', async () => {
    const off = (body: object) => call('POST', url(`/members/${admin.user.id}/days-off`), admin.token, body);
    expect((await off({ from: '2026-12-14', to: '2026-12-14', kind: 'vacation' })).statusCode).toBe(201);
    expect((await off({ from: '2026-12-15', to: '2026-12-15', kind: 'other', part: ['09:00', '11:00'] })).statusCode).toBe(201);
    const days = memberOf(await workload('from=2026-12-14&to=2026-12-16'), admin).days;
    expect(days.map((day) => [day.date, day.capacity_minutes, day.reason])).toEqual([
      ['2026-12-14', 0, 'day_off'],
      ['2026-12-15', 360, 'workday'],
      ['2026-12-16', 480, 'workday'],
    ]);
    expect(memberOf(await workload('from=2026-12-14&to=2026-12-14'), member).days[0]!.capacity_minutes).toBe(480);
  });

  it('places the member’s remaining work on their local days, the forecast’s way, and the minutes add up', async () => {
    const zone = 'Asia/Vladivostok';
    const today = localDate(testApp.clock.now().getTime(), zone);
    const mine = memberOf(await workload(`from=${today}&to=${plusDays(today, 45)}`), member);
    expect(mine.time_zone).toBe(zone);
    const pieces = mine.days.flatMap((day) => (day.tasks ?? []).map((piece) => ({ ...piece, date: day.date })));
    const minutesOf = (task: TaskResponse) => pieces.filter((piece) => piece.task_id === task.id).reduce((sum, piece) => sum + piece.minutes, 0);
    expect([plain, inGoal, inProject, inSphere].map(minutesOf)).toEqual([300, 600, 90, 45]);
    for (const day of mine.days) {
      expect(day.planned_minutes).toBe((day.tasks ?? []).reduce((sum, piece) => sum + piece.minutes, 0));
      expect(day.planned_minutes).toBeLessThanOrEqual(day.capacity_minutes);
    }
    expect(pieces.find((piece) => piece.task_id === plain!.id)!.title).toBe('Plain');
    // The first piece of each task is on the member's local date of its forecast start.
    const forecast = (await call('GET', url('/forecast'), member.token)).json<{
      data: { members: Array<{ user_id: number; tasks: Array<{ task_id: number; start_at: string }> }> };
    }>().data;
    for (const task of forecast.members.find((entry) => entry.user_id === member.user.id)!.tasks) {
      expect(pieces.find((piece) => piece.task_id === task.task_id)!.date).toBe(localDate(task.start_at, zone));
    }
  });

  it('marks the work of a task the forecast finishes after its due date, on every day it is placed', async () => {
    const zone = 'Asia/Vladivostok';
    const today = localDate(testApp.clock.now().getTime(), zone);
    const rushed = await newTask({ title: 'Rushed', assignee_id: member.user.id, estimate_minutes: 2400, due_on: plusDays(today, 1) });
    try {
      const pieces = memberOf(await workload(`from=${today}&to=${plusDays(today, 45)}`), member).days.flatMap((day) => day.tasks ?? []);
      const rushedPieces = pieces.filter((piece) => piece.task_id === rushed.id);
      expect(rushedPieces.length).toBeGreaterThan(1);
      expect(rushedPieces.every((piece) => piece.late)).toBe(true);
      expect(pieces.filter((piece) => piece.task_id === plain!.id).map((piece) => piece.late)).not.toContain(true);
    } finally {
      expect((await call('DELETE', `/api/tasks/${rushed.id}`, admin.token)).statusCode).toBe(204);
    }
  });

  it('narrows the planned work, not the capacity, to a sphere, a goal or a project', async () => {
    const zone = 'Asia/Vladivostok';
    const today = localDate(testApp.clock.now().getTime(), zone);
    const range = `from=${today}&to=${plusDays(today, 45)}`;
    const all = memberOf(await workload(range), member).days;
    const shown = async (filter: string) => {
      const days = memberOf(await workload(`${range}&${filter}`), member).days;
      expect(days.map((day) => day.capacity_minutes)).toEqual(all.map((day) => day.capacity_minutes));
      return [...new Set(days.flatMap((day) => (day.tasks ?? []).map((piece) => piece.task_id)))];
    };
    expect(await shown(`goal_id=${goalId}`)).toEqual([inGoal!.id]);
    expect(await shown(`project_id=${projectId}`)).toEqual([inProject!.id]);
    expect(await shown(`sphere_id=${otherSphereId}`)).toEqual([inSphere!.id]);
    expect(await shown(`sphere_id=${otherSphereId}&goal_id=${goalId}`)).toEqual([]);
  });

  it('answers a stranger, a missing workspace and no token as the API always does', async () => {
    const stranger404 = await call('GET', url('/workload?from=2026-11-02&to=2026-11-08'), stranger.token);
    expect([stranger404.statusCode, stranger404.json<{ code: string }>().code]).toEqual([404, 'not_found']);
    expect((await call('GET', '/api/workspaces/999999/workload?from=2026-11-02&to=2026-11-08', admin.token)).statusCode).toBe(404);
    expect((await call('GET', url('/workload?from=2026-11-02&to=2026-11-08'))).statusCode).toBe(401);
  });

  it('refuses a range that is not two real days in order, a range too long, and a filter that is not an id', async () => {
    const refused = async (query: string) => {
      const response = await call('GET', url(`/workload?${query}`), member.token);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ code: string; fields: Record<string, string> }>();
      expect(body.code).toBe('validation_failed');
      return body.fields;
    };
    expect(await refused('from=2026-11-10&to=2026-11-09')).toEqual({ to: 'invalid' });
    expect(await refused('from=2026-11-01&to=2027-01-15')).toEqual({ to: 'invalid' });
    expect(await refused('from=2026-02-30&to=2026-03-02')).toEqual({ from: 'invalid' });
    expect(Object.keys(await refused('from=tomorrow&to=2026-03-02'))).toEqual(['from']);
    expect(Object.keys(await refused('to=2026-03-02'))).toEqual(['from']);
    expect(Object.keys(await refused('from=2026-03-01&to=2026-03-02&goal_id=beta'))).toEqual(['goal_id']);
  });
});
