import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, isNull } from 'drizzle-orm';
import type { TaskActivityResponse, TaskResponse } from '@stepwise/contracts';
import { taskIntervals, tasks } from '../../src/db/schema/index.js';
import { MINUTE } from '../helpers/clock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { call, createTask, createTeam, eventRecorder, flowIds, getTask, insertSphere, joinWorkspace, type Person, type TeamFixture } from './work-fixtures.js';

let testApp: TestApp;
let team: TeamFixture;

beforeAll(async () => {
  testApp = await startTestApp();
  team = await createTeam(testApp);
});
afterAll(() => testApp.close());

async function transition(person: Person, taskId: number, name: string, body?: object) {
  return call(testApp, person, 'POST', `/api/tasks/${taskId}/${name}`, body);
}

async function data(response: Awaited<ReturnType<typeof transition>>): Promise<TaskResponse> {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{ data: TaskResponse }>().data;
}

async function openIntervals(userId: number) {
  return testApp.app.db
    .select()
    .from(taskIntervals)
    .where(and(eq(taskIntervals.workspaceId, team.workspaceId), eq(taskIntervals.userId, userId), isNull(taskIntervals.endedAt)));
}

describe('start, pause, finish, reopen', () => {
  it('starting pauses the member’s task in progress in the same change, and publishes both', async () => {
    const worker = await joinWorkspace(testApp, team.workspaceId);
    const first = await createTask(testApp, worker, team.workspaceId, { assignee_id: worker.id });
    const second = await createTask(testApp, worker, team.workspaceId, { assignee_id: worker.id });
    const started = await data(await transition(worker, first.id, 'start'));
    expect(started).toMatchObject({
      state: 'in_progress',
      status: 'in_progress',
      stage_id: team.sphere.stages.Doing,
      started_at: testApp.clock.now().toISOString(),
    });

    testApp.clock.advance(10 * MINUTE);
    const events = await eventRecorder(testApp, team.workspaceId);
    const next = await data(await transition(worker, second.id, 'start'));
    const paused = await getTask(testApp, worker, first.id);
    expect(paused).toMatchObject({ state: 'paused', stage_id: team.sphere.stages['On hold'], spent_minutes: 10, started_at: null });
    expect(next.state).toBe('in_progress');
    const published = await events();
    // The timer stops on the first and starts on the second, each a time entry every screen shows.
    const subject = (payload: unknown) => (payload as { task?: TaskResponse }).task?.id ?? (payload as { entry: unknown }).entry;
    expect(published.map((event) => [event.type, subject(event.payload)])).toEqual([
      ['time_entry.saved', expect.objectContaining({ task_id: first.id, ended_at: testApp.clock.now().toISOString() })],
      ['time_entry.saved', expect.objectContaining({ task_id: second.id, ended_at: null })],
      ['task.updated', first.id],
      ['task.updated', second.id],
    ]);
    expect((published[2].payload as { task: TaskResponse }).task).toEqual(paused);
    expect(await openIntervals(worker.id)).toEqual([expect.objectContaining({ taskId: second.id })]);
    const activity = (await call(testApp, worker, 'GET', `/api/tasks/${first.id}/activity`)).json<{ data: TaskActivityResponse[] }>().data;
    expect(activity.map((entry) => entry.kind)).toEqual(['paused', 'started', 'created']);
    expect(activity[0]).toMatchObject({ actor_id: worker.id, changes: { stage_id: { from: team.sphere.stages.Doing, to: team.sphere.stages['On hold'] } } });
  });

  it('pauses to the first open stage in a sphere without a paused one', async () => {
    const sphere = await insertSphere(testApp, team.workspaceId, {
      name: 'Simple',
      stages: [
        ['New', 'open'],
        ['Working', 'in_progress'],
        ['Done', 'finished'],
      ],
    });
    const task = await createTask(testApp, team.member, team.workspaceId, { sphere_id: sphere.id, assignee_id: team.member.id });
    await data(await transition(team.member, task.id, 'start'));
    expect(await data(await transition(team.member, task.id, 'pause'))).toMatchObject({ state: 'open', stage_id: sphere.stages.New });
  });

  it('starting an unassigned task assigns it to the one who starts it', async () => {
    const starter = await joinWorkspace(testApp, team.workspaceId);
    const task = await createTask(testApp, team.member, team.workspaceId);
    const started = await data(await transition(starter, task.id, 'start'));
    expect(started).toMatchObject({ assignee_id: starter.id, state: 'in_progress', flow_rank: expect.any(String) });
    expect(await flowIds(testApp, starter, team.workspaceId, starter.id)).toEqual([task.id]);
  });

  it('refuses transitions from the wrong state with illegal_transition', async () => {
    const task = await createTask(testApp, team.member, team.workspaceId, { assignee_id: team.member.id });
    for (const name of ['pause', 'reopen']) {
      const response = await transition(team.member, task.id, name);
      expect([name, response.statusCode, response.json().code]).toEqual([name, 409, 'illegal_transition']);
    }
    await data(await transition(team.member, task.id, 'start'));
    expect((await transition(team.member, task.id, 'start')).json().code).toBe('illegal_transition');
    await data(await transition(team.member, task.id, 'finish'));
    for (const name of ['start', 'pause', 'finish']) expect((await transition(team.member, task.id, name)).json().code).toBe('illegal_transition');
    expect((await transition(team.member, task.id, 'finish', { spent_minutes: -1 })).json()).toMatchObject({ fields: { spent_minutes: 'invalid' } });
  });

  it('counts time from the intervals, and a finish with spent_minutes overrides it until reopened', async () => {
    const worker = await joinWorkspace(testApp, team.workspaceId);
    const task = await createTask(testApp, worker, team.workspaceId, { assignee_id: worker.id });
    await data(await transition(worker, task.id, 'start'));
    testApp.clock.advance(25 * MINUTE);
    expect((await getTask(testApp, worker, task.id)).spent_minutes).toBe(25);
    await data(await transition(worker, task.id, 'pause'));
    testApp.clock.advance(60 * MINUTE);
    expect((await getTask(testApp, worker, task.id)).spent_minutes).toBe(25);
    await data(await transition(worker, task.id, 'start'));
    testApp.clock.advance(7 * MINUTE);
    const finished = await data(await transition(worker, task.id, 'finish'));
    expect(finished).toMatchObject({ spent_minutes: 32, state: 'finished', finished_at: testApp.clock.now().toISOString(), flow_rank: null });

    const other = await createTask(testApp, worker, team.workspaceId, { assignee_id: worker.id });
    await data(await transition(worker, other.id, 'start'));
    testApp.clock.advance(3 * MINUTE);
    expect(await data(await transition(worker, other.id, 'finish', { spent_minutes: 120 }))).toMatchObject({ spent_minutes: 120 });
    const activity = (await call(testApp, worker, 'GET', `/api/tasks/${other.id}/activity`)).json<{ data: TaskActivityResponse[] }>().data;
    expect(activity[0]).toMatchObject({ kind: 'finished', changes: { spent_minutes: { from: 3, to: 120 } } });

    const reopened = await data(await transition(worker, other.id, 'reopen'));
    expect(reopened).toMatchObject({ state: 'open', stage_id: team.sphere.stages.Backlog, spent_minutes: 3, finished_at: null, flow_rank: expect.any(String) });
  });
});

describe('dependencies', () => {
  it('a task waiting for unfinished ones starts only when confirmed', async () => {
    const worker = await joinWorkspace(testApp, team.workspaceId);
    const blockerA = await createTask(testApp, team.member, team.workspaceId, { assignee_id: team.member.id });
    const blockerB = await createTask(testApp, team.member, team.workspaceId);
    const task = await createTask(testApp, worker, team.workspaceId, { assignee_id: worker.id, blocked_by: [blockerA.id, blockerB.id] });
    await data(await transition(team.member, blockerB.id, 'finish'));
    expect((await getTask(testApp, worker, task.id)).waiting_for).toEqual([blockerA.id]);

    for (const body of [undefined, { confirm_blocked: false }]) {
      const refused = await transition(worker, task.id, 'start', body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'task_blocked', waiting_for: [blockerA.id] });
    }
    expect((await getTask(testApp, worker, task.id)).state).toBe('open');
    const viaBoard = await call(testApp, worker, 'PATCH', `/api/tasks/${task.id}`, { stage_id: team.sphere.stages.Doing });
    expect(viaBoard.json().code).toBe('task_blocked');
    expect(await data(await transition(worker, task.id, 'start', { confirm_blocked: true }))).toMatchObject({ state: 'in_progress' });
  });

  it('refuses dependencies that would make a task wait for itself', async () => {
    const a = await createTask(testApp, team.member, team.workspaceId);
    const b = await createTask(testApp, team.member, team.workspaceId, { blocked_by: [a.id] });
    const c = await createTask(testApp, team.member, team.workspaceId, { blocked_by: [b.id] });
    const cycle = await call(testApp, team.member, 'PATCH', `/api/tasks/${a.id}`, { blocked_by: [c.id] });
    expect(cycle.statusCode).toBe(409);
    expect(cycle.json().code).toBe('task_cycle');
    const itself = await call(testApp, team.member, 'PATCH', `/api/tasks/${a.id}`, { blocked_by: [a.id] });
    expect(itself.json()).toMatchObject({ code: 'validation_failed', fields: { blocked_by: 'invalid' } });
    expect((await getTask(testApp, team.member, a.id)).blocked_by).toEqual([]);

    const changed = await call(testApp, team.member, 'PATCH', `/api/tasks/${c.id}`, { blocked_by: [a.id, b.id] });
    expect(changed.json<{ data: TaskResponse }>().data.blocked_by).toEqual([a.id, b.id]);
    const activity = (await call(testApp, team.member, 'GET', `/api/tasks/${c.id}/activity`)).json<{ data: TaskActivityResponse[] }>().data;
    expect(activity[0].changes).toEqual({ blocked_by: { from: [b.id], to: [a.id, b.id] } });
  });
});

describe('one task in progress per member', () => {
  it('ten concurrent starts leave exactly one task in progress and one open interval', async () => {
    const worker = await joinWorkspace(testApp, team.workspaceId);
    const created: TaskResponse[] = [];
    for (let index = 0; index < 10; index++) created.push(await createTask(testApp, worker, team.workspaceId, { assignee_id: worker.id }));
    const responses = await Promise.all(created.map((task) => transition(worker, task.id, 'start')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));

    const rows = await testApp.app.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.workspaceId, team.workspaceId), eq(tasks.assigneeId, worker.id)));
    const inProgress = rows.filter((row) => row.state === 'in_progress');
    expect(inProgress).toHaveLength(1);
    expect(rows.filter((row) => row.state === 'paused')).toHaveLength(9);
    const open = await openIntervals(worker.id);
    expect(open.map((interval) => interval.taskId)).toEqual([inProgress[0].id]);
    // Every start opened one interval, and every one but the last was closed by the next start.
    const all = await testApp.app.db.select().from(taskIntervals).where(eq(taskIntervals.userId, worker.id));
    expect(all).toHaveLength(10);
    expect(all.filter((interval) => interval.endedAt !== null)).toHaveLength(9);
    expect((await flowIds(testApp, worker, team.workspaceId, worker.id))[0]).toBe(inProgress[0].id);
  });

  it('concurrent starts, pauses, reassignments, edits and flow moves of two members all succeed and keep one task in progress each', async () => {
    const ann = await joinWorkspace(testApp, team.workspaceId);
    const ben = await joinWorkspace(testApp, team.workspaceId);
    const annTasks: TaskResponse[] = [];
    const benTasks: TaskResponse[] = [];
    for (let index = 0; index < 6; index++) {
      annTasks.push(await createTask(testApp, ann, team.workspaceId, { assignee_id: ann.id }));
      benTasks.push(await createTask(testApp, ben, team.workspaceId, { assignee_id: ben.id }));
    }
    await transition(ann, annTasks[0].id, 'start');
    await transition(ben, benTasks[0].id, 'start');
    const requests = [
      ...annTasks.slice(1, 4).map((task) => transition(ann, task.id, 'start')),
      ...benTasks.slice(1, 4).map((task) => transition(ben, task.id, 'start')),
      call(testApp, ann, 'PATCH', `/api/tasks/${annTasks[4].id}`, { assignee_id: ben.id, stage_id: team.sphere.stages.Doing }),
      call(testApp, ben, 'PATCH', `/api/tasks/${benTasks[4].id}`, { assignee_id: ann.id }),
      call(testApp, ann, 'PATCH', `/api/tasks/${annTasks[5].id}`, { title: 'Edited', blocked_by: [benTasks[5].id] }),
      call(testApp, ben, 'PATCH', `/api/tasks/${benTasks[5].id}`, { title: 'Edited too', blocked_by: [annTasks[1].id] }),
      transition(ann, annTasks[0].id, 'pause'),
      call(testApp, ben, 'POST', `/api/workspaces/${team.workspaceId}/flow/${ben.id}/move`, { task_id: benTasks[3].id, after_task_id: null }),
      transition(ben, benTasks[0].id, 'finish'),
    ];
    const statuses = (await Promise.all(requests)).map((response) => response.statusCode);
    // Every request is served; none fails on a lock or the unique index (a pause may find its task paused already).
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    for (const person of [ann, ben]) {
      const rows = await testApp.app.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.workspaceId, team.workspaceId), eq(tasks.assigneeId, person.id)));
      const inProgress = rows.filter((row) => row.state === 'in_progress').map((row) => row.id);
      expect(inProgress.length).toBeLessThanOrEqual(1);
      expect((await openIntervals(person.id)).map((interval) => interval.taskId)).toEqual(inProgress);
      const flow = await flowIds(testApp, person, team.workspaceId, person.id);
      expect(flow.sort()).toEqual(
        rows
          .filter((row) => row.state !== 'finished')
          .map((row) => row.id)
          .sort(),
      );
    }
  });
});
