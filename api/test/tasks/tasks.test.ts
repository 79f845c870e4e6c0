import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TaskActivityResponse, TaskListResponse, TaskResponse } from '@stepwise/contracts';
import { workspaceToday } from '../../src/modules/tasks/workspace-today.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import {
  call,
  createTask,
  createTeam,
  eventRecorder,
  flowIds,
  getTask,
  insertGoal,
  insertProject,
  insertSphere,
  joinWorkspace,
  type Person,
  type TeamFixture,
} from './work-fixtures.js';

let testApp: TestApp;
let team: TeamFixture;
let other: TeamFixture;
let outsider: Person;

beforeAll(async () => {
  testApp = await startTestApp();
  team = await createTeam(testApp);
  other = await createTeam(testApp);
  outsider = other.admin;
});
afterAll(() => testApp.close());

const tasksUrl = () => `/api/workspaces/${team.workspaceId}/tasks`;

async function list(query: string, person: Person = team.member): Promise<TaskListResponse> {
  const response = await call(testApp, person, 'GET', `${tasksUrl()}?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<TaskListResponse>();
}

describe('who may reach tasks', () => {
  it('answers 401 without a token, 404 to a non-member, and hides other workspaces’ tasks', async () => {
    const task = await createTask(testApp, team.member, team.workspaceId);
    for (const [method, url] of [
      ['GET', tasksUrl()],
      ['POST', tasksUrl()],
      ['GET', `/api/tasks/${task.id}`],
      ['PATCH', `/api/tasks/${task.id}`],
      ['DELETE', `/api/tasks/${task.id}`],
      ['POST', `/api/tasks/${task.id}/start`],
      ['GET', `/api/tasks/${task.id}/activity`],
      ['GET', `/api/workspaces/${team.workspaceId}/flow/${team.member.id}`],
    ] as const) {
      expect((await call(testApp, undefined, method, url, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode).toBe(401);
      const stranger = await call(testApp, outsider, method, url, method === 'GET' || method === 'DELETE' ? undefined : { title: 'x' });
      expect([method, url, stranger.statusCode, stranger.json().code]).toEqual([method, url, 404, 'not_found']);
    }
    expect((await call(testApp, team.member, 'GET', '/api/tasks/abc')).statusCode).toBe(404);
    expect((await call(testApp, team.member, 'GET', '/api/tasks/99999999999')).statusCode).toBe(404);
    // The task is untouched by the stranger's attempts.
    expect((await getTask(testApp, team.member, task.id)).title).toBe('A task');
  });

  it('refuses references to another workspace’s sphere, stage, goal, project, member and tasks', async () => {
    const foreignTask = await createTask(testApp, other.admin, other.workspaceId);
    const foreignGoal = await insertGoal(testApp, other.workspaceId);
    const foreignProject = await insertProject(testApp, other.workspaceId);
    const response = await call(testApp, team.member, 'POST', tasksUrl(), {
      title: 'Mixed',
      sphere_id: other.sphere.id,
      goal_id: foreignGoal,
      project_id: foreignProject,
      assignee_id: other.member.id,
      blocked_by: [foreignTask.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { sphere_id: 'invalid', goal_id: 'invalid', project_id: 'invalid', assignee_id: 'invalid', blocked_by: 'invalid' },
    });
    const stage = await call(testApp, team.member, 'POST', tasksUrl(), { title: 'Wrong stage', stage_id: other.sphere.stages['To do'] });
    expect(stage.json()).toMatchObject({ code: 'validation_failed', fields: { stage_id: 'invalid' } });
    const own = await createTask(testApp, team.member, team.workspaceId, { assignee_id: team.member.id });
    const patch = await call(testApp, team.member, 'PATCH', `/api/tasks/${own.id}`, {
      stage_id: other.sphere.stages.Doing,
      assignee_id: other.admin.id,
      blocked_by: [foreignTask.id],
      after_task_id: foreignTask.id,
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().fields).toEqual({ stage_id: 'invalid', assignee_id: 'invalid', blocked_by: 'invalid', after_task_id: 'invalid' });
    expect(await getTask(testApp, team.member, own.id)).toEqual(own);
    const move = await call(testApp, team.member, 'POST', `/api/workspaces/${team.workspaceId}/flow/${team.member.id}/move`, {
      task_id: foreignTask.id,
      after_task_id: null,
    });
    expect(move.json().code).toBe('not_in_flow');
    expect((await call(testApp, team.member, 'GET', `/api/workspaces/${team.workspaceId}/flow/${other.admin.id}`)).statusCode).toBe(404);
  });
});

describe('creating a task', () => {
  it('defaults to the first sphere and its first open stage, at the end of the stage', async () => {
    const first = await createTask(testApp, team.member, team.workspaceId, { title: '  Write the brief  ' });
    const second = await createTask(testApp, team.member, team.workspaceId);
    expect(first).toMatchObject({
      title: 'Write the brief',
      description: '',
      sphere_id: team.sphere.id,
      stage_id: team.sphere.stages.Backlog,
      state: 'open',
      status: 'not_scored',
      creator_id: team.member.id,
      assignee_id: null,
      flow_rank: null,
      blocked_by: [],
      waiting_for: [],
      spent_minutes: 0,
      started_at: null,
      finished_at: null,
    });
    expect(second.stage_rank > first.stage_rank).toBe(true);
  });

  it('checks its fields and names each problem', async () => {
    const blank = await call(testApp, team.member, 'POST', tasksUrl(), { title: '   ', complexity: 9, estimate_minutes: 0, due_on: '2026-13-01' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 'validation_failed',
      fields: { title: 'required', complexity: 'invalid', estimate_minutes: 'invalid', due_on: 'invalid' },
    });
    const stageOfOtherSphere = await insertSphere(testApp, team.workspaceId, { name: 'Support' });
    const response = await call(testApp, team.member, 'POST', tasksUrl(), {
      title: 'Wrong pair',
      sphere_id: team.sphere.id,
      stage_id: stageOfOtherSphere.stages['To do'],
    });
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { stage_id: 'invalid' } });
    const tooMany = await call(testApp, team.member, 'POST', tasksUrl(), { title: 'x', blocked_by: Array.from({ length: 51 }, (_, index) => index + 1) });
    expect(tooMany.json()).toMatchObject({ code: 'validation_failed', fields: { blocked_by: 'invalid' } });
  });

  it('takes the given sphere, stage, goal, project, assignee and blockers; an assigned task joins the end of the flow', async () => {
    const sphere = await insertSphere(testApp, team.workspaceId, { name: 'Design' });
    const goal = await insertGoal(testApp, team.workspaceId);
    const project = await insertProject(testApp, team.workspaceId, 'DSN');
    const assignee = await joinWorkspace(testApp, team.workspaceId);
    const blocker = await createTask(testApp, team.member, team.workspaceId);
    const first = await createTask(testApp, team.member, team.workspaceId, { assignee_id: assignee.id });
    const task = await createTask(testApp, team.member, team.workspaceId, {
      title: 'Logo',
      description: 'Vector',
      sphere_id: sphere.id,
      stage_id: sphere.stages['To do'],
      goal_id: goal,
      project_id: project,
      assignee_id: assignee.id,
      estimate_minutes: 90,
      complexity: 3,
      due_on: '2099-01-31',
      blocked_by: [blocker.id],
    });
    expect(task).toMatchObject({
      sphere_id: sphere.id,
      stage_id: sphere.stages['To do'],
      goal_id: goal,
      project_id: project,
      assignee_id: assignee.id,
      estimate_minutes: 90,
      complexity: 3,
      due_on: '2099-01-31',
      status: 'open',
      blocked_by: [blocker.id],
      waiting_for: [blocker.id],
    });
    expect(task.flow_rank! > first.flow_rank!).toBe(true);
    expect(await flowIds(testApp, assignee, team.workspaceId, assignee.id)).toEqual([first.id, task.id]);
  });
});

describe('statuses and the list', () => {
  it('derives the six statuses and filters by them in the database by the same rule', async () => {
    const sphere = await insertSphere(testApp, team.workspaceId, { name: 'Statuses' });
    const worker = await joinWorkspace(testApp, team.workspaceId);
    const base = { sphere_id: sphere.id, estimate_minutes: 60 };
    const open = await createTask(testApp, worker, team.workspaceId, base);
    const notScored = await createTask(testApp, worker, team.workspaceId, { sphere_id: sphere.id });
    const overdue = await createTask(testApp, worker, team.workspaceId, { ...base, due_on: '2020-01-01' });
    const dueToday = await createTask(testApp, worker, team.workspaceId, { ...base, due_on: workspaceToday(testApp.clock.now()) });
    const paused = await createTask(testApp, worker, team.workspaceId, base);
    const inProgress = await createTask(testApp, worker, team.workspaceId, base);
    const finished = await createTask(testApp, worker, team.workspaceId, base);
    await call(testApp, worker, 'POST', `/api/tasks/${paused.id}/start`);
    await call(testApp, worker, 'POST', `/api/tasks/${inProgress.id}/start`);
    await call(testApp, worker, 'POST', `/api/tasks/${finished.id}/finish`);

    const statuses = Object.fromEntries((await list(`sphere_id=${sphere.id}`)).data.map((task) => [task.id, task.status]));
    expect(statuses).toEqual({
      [open.id]: 'open',
      [notScored.id]: 'not_scored',
      [overdue.id]: 'overdue',
      [dueToday.id]: 'open',
      [paused.id]: 'paused',
      [inProgress.id]: 'in_progress',
      [finished.id]: 'finished',
    });
    for (const status of ['open', 'not_scored', 'overdue', 'paused', 'in_progress', 'finished']) {
      const page = await list(`sphere_id=${sphere.id}&status=${status}`);
      const expected = Object.entries(statuses)
        .filter(([, value]) => value === status)
        .map(([id]) => Number(id));
      expect([status, page.data.map((task) => task.id).sort()]).toEqual([status, expected.sort()]);
      expect(page.data.every((task) => task.status === status)).toBe(true);
      expect(page.meta.total).toBe(expected.length);
    }
    expect((await list(`sphere_id=${sphere.id}&status=overdue,paused`)).data.map((task) => task.id).sort()).toEqual([overdue.id, paused.id].sort());
    // An overdue task in progress shows overdue: the due date comes first.
    await call(testApp, worker, 'PATCH', `/api/tasks/${inProgress.id}`, { due_on: '2020-01-02' });
    expect((await getTask(testApp, worker, inProgress.id)).status).toBe('overdue');
    expect((await list(`sphere_id=${sphere.id}&status=overdue`)).meta.total).toBe(2);
  });

  it('filters by ids, none and words, and pages by cursor without duplicates or gaps', async () => {
    const project = await insertProject(testApp, team.workspaceId, 'PAGE');
    const goal = await insertGoal(testApp, team.workspaceId);
    const created: number[] = [];
    for (let index = 0; index < 7; index++) {
      const task = await createTask(testApp, team.member, team.workspaceId, {
        title: index === 3 ? 'Fix the 100% _odd_ login bug' : `Paged task ${index}`,
        description: index === 5 ? 'Mentions Login in the text' : '',
        project_id: project,
        goal_id: index < 2 ? goal : null,
        assignee_id: index % 2 === 0 ? team.member.id : null,
      });
      created.push(task.id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: TaskListResponse = await list(`project_id=${project}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.meta.total).toBe(7);
      seen.push(...page.data.map((task) => task.id));
      cursor = page.meta.next_cursor;
      pages++;
    } while (cursor !== null);
    expect(pages).toBe(3);
    expect(seen).toEqual([...created].reverse());

    expect((await list(`project_id=${project}&goal_id=${goal}`)).data.map((task) => task.id)).toEqual([created[1], created[0]]);
    expect((await list(`project_id=${project}&goal_id=none`)).meta.total).toBe(5);
    expect((await list(`project_id=${project}&assignee_id=none`)).meta.total).toBe(3);
    expect((await list(`project_id=${project}&assignee_id=${team.member.id},none`)).meta.total).toBe(7);
    expect((await list(`project_id=${project}&q=login`)).data.map((task) => task.id)).toEqual([created[5], created[3]]);
    expect((await list(`project_id=${project}&q=${encodeURIComponent('LOGIN bug')}`)).data.map((task) => task.id)).toEqual([created[3]]);
    // LIKE's wildcards are plain characters in q.
    expect((await list(`project_id=${project}&q=${encodeURIComponent('100%')}`)).meta.total).toBe(1);
    expect((await list(`project_id=${project}&q=_`)).meta.total).toBe(1);
  });

  it('refuses malformed filters with field codes', async () => {
    for (const [query, field] of [
      ['status=late', 'status'],
      ['assignee_id=abc', 'assignee_id'],
      ['goal_id=99999999999', 'goal_id'],
      ['cursor=x1', 'cursor'],
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
    ]) {
      const response = await call(testApp, team.member, 'GET', `${tasksUrl()}?${query}`);
      expect([query, response.statusCode, response.json().fields]).toEqual([query, 400, { [field]: 'invalid' }]);
    }
  });
});

describe('changing and deleting a task', () => {
  it('changes the given fields, records them in the activity, and publishes task.updated', async () => {
    const task = await createTask(testApp, team.member, team.workspaceId, { title: 'Draft', estimate_minutes: 30 });
    const events = await eventRecorder(testApp, team.workspaceId);
    testApp.clock.advance(1_000);
    const response = await call(testApp, team.admin, 'PATCH', `/api/tasks/${task.id}`, { title: 'Final', estimate_minutes: 45, complexity: 2 });
    expect(response.statusCode).toBe(200);
    const updated = response.json<{ data: TaskResponse }>().data;
    expect(updated).toMatchObject({ title: 'Final', estimate_minutes: 45, complexity: 2, description: '' });
    expect(updated.updated_at > task.updated_at).toBe(true);
    const published = await events();
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ type: 'task.updated', actor_id: team.admin.id, payload: { task: updated } });

    const activity = (await call(testApp, team.member, 'GET', `/api/tasks/${task.id}/activity`)).json<{ data: TaskActivityResponse[] }>().data;
    expect(activity.map((entry) => entry.kind)).toEqual(['updated', 'created']);
    expect(activity[0]).toMatchObject({
      actor_id: team.admin.id,
      changes: { title: { from: 'Draft', to: 'Final' }, estimate_minutes: { from: 30, to: 45 }, complexity: { from: null, to: 2 } },
    });
    expect(activity[1]).toEqual({
      id: expect.any(Number),
      task_id: task.id,
      kind: 'created',
      actor_id: team.member.id,
      at: task.created_at,
      changes: {
        title: { from: null, to: 'Draft' },
        estimate_minutes: { from: null, to: 30 },
        sphere_id: { from: null, to: team.sphere.id },
        stage_id: { from: null, to: team.sphere.stages.Backlog },
      },
    });
  });

  it('a change that changes nothing writes nothing and publishes nothing', async () => {
    const task = await createTask(testApp, team.member, team.workspaceId, { title: 'Same', assignee_id: team.member.id });
    const events = await eventRecorder(testApp, team.workspaceId);
    testApp.clock.advance(1_000);
    const response = await call(testApp, team.member, 'PATCH', `/api/tasks/${task.id}`, {
      title: 'Same',
      assignee_id: team.member.id,
      stage_id: task.stage_id,
    });
    expect(response.json<{ data: TaskResponse }>().data).toEqual(task);
    expect(await events()).toEqual([]);
    const activity = (await call(testApp, team.member, 'GET', `/api/tasks/${task.id}/activity`)).json<{ data: TaskActivityResponse[] }>().data;
    expect(activity.map((entry) => entry.kind)).toEqual(['created']);
  });

  it('places a task within its stage after a neighbour, or first', async () => {
    const sphere = await insertSphere(testApp, team.workspaceId, { name: 'Board' });
    const [a, b, c] = [
      await createTask(testApp, team.member, team.workspaceId, { sphere_id: sphere.id }),
      await createTask(testApp, team.member, team.workspaceId, { sphere_id: sphere.id }),
      await createTask(testApp, team.member, team.workspaceId, { sphere_id: sphere.id }),
    ];
    const order = async () => (await list(`sphere_id=${sphere.id}`)).data.sort((x, y) => (x.stage_rank < y.stage_rank ? -1 : 1)).map((task) => task.id);
    expect(await order()).toEqual([a.id, b.id, c.id]);
    expect((await call(testApp, team.member, 'PATCH', `/api/tasks/${c.id}`, { after_task_id: a.id })).statusCode).toBe(200);
    expect(await order()).toEqual([a.id, c.id, b.id]);
    await call(testApp, team.member, 'PATCH', `/api/tasks/${b.id}`, { after_task_id: null });
    expect(await order()).toEqual([b.id, a.id, c.id]);
    const elsewhere = await createTask(testApp, team.member, team.workspaceId);
    const wrong = await call(testApp, team.member, 'PATCH', `/api/tasks/${b.id}`, { after_task_id: elsewhere.id });
    expect(wrong.json()).toMatchObject({ code: 'validation_failed', fields: { after_task_id: 'invalid' } });
  });

  it('a change of stage to another base state is the transition; an illegal one is refused', async () => {
    const task = await createTask(testApp, team.member, team.workspaceId, { assignee_id: team.member.id });
    const started = await call(testApp, team.member, 'PATCH', `/api/tasks/${task.id}`, { stage_id: team.sphere.stages.Review });
    expect(started.json<{ data: TaskResponse }>().data).toMatchObject({
      state: 'in_progress',
      stage_id: team.sphere.stages.Review,
      started_at: expect.any(String),
    });
    const finished = await call(testApp, team.member, 'PATCH', `/api/tasks/${task.id}`, { stage_id: team.sphere.stages.Done });
    expect(finished.json<{ data: TaskResponse }>().data).toMatchObject({
      state: 'finished',
      status: 'finished',
      flow_rank: null,
      finished_at: expect.any(String),
    });
    const illegal = await call(testApp, team.member, 'PATCH', `/api/tasks/${task.id}`, { stage_id: team.sphere.stages['On hold'] });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().code).toBe('illegal_transition');
    const kinds = (await call(testApp, team.member, 'GET', `/api/tasks/${task.id}/activity`))
      .json<{ data: TaskActivityResponse[] }>()
      .data.map((entry) => entry.kind);
    expect(kinds).toEqual(['finished', 'started', 'created']);
  });

  it('moving to another sphere takes its first stage of the same base state', async () => {
    const support = await insertSphere(testApp, team.workspaceId, { name: 'Support 2' });
    const task = await createTask(testApp, team.member, team.workspaceId, { stage_id: team.sphere.stages['To do'] });
    const moved = (await call(testApp, team.member, 'PATCH', `/api/tasks/${task.id}`, { sphere_id: support.id })).json<{ data: TaskResponse }>().data;
    expect(moved).toMatchObject({ sphere_id: support.id, stage_id: support.stages.Backlog, state: 'open' });
  });

  it('reassigning moves the task to the end of the new flow and stops it for the old assignee', async () => {
    const alice = await joinWorkspace(testApp, team.workspaceId);
    const bob = await joinWorkspace(testApp, team.workspaceId);
    const bobsFirst = await createTask(testApp, bob, team.workspaceId, { assignee_id: bob.id });
    const task = await createTask(testApp, alice, team.workspaceId, { assignee_id: alice.id });
    await call(testApp, alice, 'POST', `/api/tasks/${task.id}/start`);
    testApp.clock.advance(5 * 60_000);
    const response = await call(testApp, alice, 'PATCH', `/api/tasks/${task.id}`, { assignee_id: bob.id });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: TaskResponse }>().data).toMatchObject({ assignee_id: bob.id, state: 'paused', spent_minutes: 5, started_at: null });
    expect(await flowIds(testApp, bob, team.workspaceId, bob.id)).toEqual([bobsFirst.id, task.id]);
    expect(await flowIds(testApp, alice, team.workspaceId, alice.id)).toEqual([]);
    const activity = (await call(testApp, bob, 'GET', `/api/tasks/${task.id}/activity`)).json<{ data: TaskActivityResponse[] }>().data;
    expect(activity[0]).toMatchObject({ kind: 'paused', changes: { assignee_id: { from: alice.id, to: bob.id } } });
  });

  it('deletes a task, its dependencies with it, and publishes task.deleted', async () => {
    const blocker = await createTask(testApp, team.member, team.workspaceId, { assignee_id: team.member.id });
    const waiting = await createTask(testApp, team.member, team.workspaceId, { blocked_by: [blocker.id] });
    const events = await eventRecorder(testApp, team.workspaceId);
    expect((await call(testApp, team.member, 'DELETE', `/api/tasks/${blocker.id}`)).statusCode).toBe(204);
    expect((await call(testApp, team.member, 'GET', `/api/tasks/${blocker.id}`)).statusCode).toBe(404);
    expect((await getTask(testApp, team.member, waiting.id)).blocked_by).toEqual([]);
    expect(await events()).toEqual([expect.objectContaining({ type: 'task.deleted', payload: { id: blocker.id, assignee_id: team.member.id } })]);
  });

  it('publishes task.created with the task as the API answers it', async () => {
    const events = await eventRecorder(testApp, team.workspaceId);
    const task = await createTask(testApp, team.member, team.workspaceId, { title: 'Announced' });
    expect(await events()).toEqual([expect.objectContaining({ type: 'task.created', actor_id: team.member.id, payload: { task } })]);
  });
});

describe('a stage without its sphere', () => {
  it('takes the stage’s sphere, on creation and on a change', async () => {
    const support = await insertSphere(testApp, team.workspaceId, { name: 'Support 3' });
    const task = await createTask(testApp, team.member, team.workspaceId, { stage_id: support.stages['To do'] });
    expect(task).toMatchObject({ sphere_id: support.id, stage_id: support.stages['To do'] });
    const moved = (await call(testApp, team.member, 'PATCH', `/api/tasks/${task.id}`, { stage_id: team.sphere.stages.Backlog })).json<{ data: TaskResponse }>()
      .data;
    expect(moved).toMatchObject({ sphere_id: team.sphere.id, stage_id: team.sphere.stages.Backlog });
  });
});

describe('the API document', () => {
  it('describes every route of tasks and flows with its statuses and Bearer security', async () => {
    type Operation = { security?: unknown[]; responses: Record<string, unknown> };
    const doc = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const expected: Array<[string, string, string[]]> = [
      ['/api/workspaces/{id}/tasks', 'post', ['201', '400', '401', '404', '409']],
      ['/api/workspaces/{id}/tasks', 'get', ['200', '400', '401', '404']],
      ['/api/tasks/{id}', 'get', ['200', '401', '404']],
      ['/api/tasks/{id}', 'patch', ['200', '400', '401', '404', '409']],
      ['/api/tasks/{id}', 'delete', ['204', '401', '404']],
      ['/api/tasks/{id}/start', 'post', ['200', '400', '401', '404', '409']],
      ['/api/tasks/{id}/pause', 'post', ['200', '400', '401', '404', '409']],
      ['/api/tasks/{id}/finish', 'post', ['200', '400', '401', '404', '409']],
      ['/api/tasks/{id}/reopen', 'post', ['200', '400', '401', '404', '409']],
      ['/api/tasks/{id}/activity', 'get', ['200', '401', '404']],
      ['/api/workspaces/{id}/flow/{user_id}', 'get', ['200', '401', '404']],
      ['/api/workspaces/{id}/flow/{user_id}', 'put', ['200', '400', '401', '403', '404', '409']],
      ['/api/workspaces/{id}/flow/{user_id}/move', 'post', ['200', '400', '401', '403', '404', '409']],
    ];
    for (const [path, method, statuses] of expected) {
      const operation = doc.paths[path]?.[method];
      expect([path, method, Object.keys(operation?.responses ?? {}).filter((status) => /^\d+$/.test(status))]).toEqual([path, method, statuses]);
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    }
  });
});
