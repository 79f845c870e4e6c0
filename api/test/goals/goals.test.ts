import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { GoalResponse } from '@stepwise/contracts';
import { activeUser, bearer, type RegisteredUser } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';
import { addMembership, eventsSince, insertTask, lastSeq, listSpheres, setMembershipStatus } from '../helpers/work-structure.js';

type UserWithId = RegisteredUser & { user: { id: number } };

describe('goals', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let member: UserWithId;
  let stranger: UserWithId;
  let workspaceId: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await activeUser(testApp);
    member = await activeUser(testApp);
    stranger = await activeUser(testApp);
    workspaceId = (await createWorkspace(testApp, admin.token)).id;
    await addMembership(testApp, workspaceId, member.user.id);
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
    testApp.app.inject({ method, url, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });
  const list = async (query = '', token = member.token) => {
    const response = await call('GET', `/api/workspaces/${workspaceId}/goals${query}`, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: GoalResponse[] }>().data;
  };
  async function newGoal(body: object = { title: 'Launch' }, token = member.token): Promise<GoalResponse> {
    const response = await call('POST', `/api/workspaces/${workspaceId}/goals`, token, body);
    expect(response.statusCode).toBe(201);
    return response.json<{ data: GoalResponse }>().data;
  }

  it('lets any member create a goal, trimmed, and publishes goal.created', async () => {
    const before = await lastSeq(testApp, workspaceId);
    const goal = await newGoal({ title: '  Ship the beta ', description: 'First customers', due_on: '2027-03-31', owner_id: admin.user.id });
    expect(goal).toEqual({
      id: expect.any(Number),
      workspace_id: workspaceId,
      title: 'Ship the beta',
      description: 'First customers',
      due_on: '2027-03-31',
      owner_id: admin.user.id,
      archived: false,
      task_count: 0,
      finished_count: 0,
      created_at: testApp.clock.now().toISOString(),
    });
    expect((await call('GET', `/api/goals/${goal.id}`, member.token)).json()).toEqual({ data: goal });
    expect(await eventsSince(testApp, workspaceId, before)).toEqual([
      expect.objectContaining({ type: 'goal.created', payload: { goal }, actor_id: member.user.id }),
    ]);
  });

  it('answers 401 without a token and 404 to a non-member', async () => {
    const goal = await newGoal();
    const routes = [
      ['GET', `/api/workspaces/${workspaceId}/goals`, undefined],
      ['POST', `/api/workspaces/${workspaceId}/goals`, { title: 'Mine' }],
      ['GET', `/api/goals/${goal.id}`, undefined],
      ['PATCH', `/api/goals/${goal.id}`, { title: 'Mine' }],
    ] as const;
    for (const [method, url, body] of routes) {
      const anonymous = await call(method, url, undefined, body);
      const foreign = await call(method, url, stranger.token, body);
      expect({ method, url, anonymous: anonymous.statusCode, foreign: foreign.statusCode }).toEqual({ method, url, anonymous: 401, foreign: 404 });
    }
    expect((await call('GET', `/api/goals/${goal.id}`, stranger.token)).json()).toEqual({ code: 'not_found', message: 'Goal not found' });
    expect((await call('GET', `/api/goals/${goal.id}`, admin.token)).json<{ data: GoalResponse }>().data.title).toBe('Launch');
  });

  it('answers 404 for a goal that does not exist or an id that is not digits', async () => {
    for (const id of ['999999', 'x', '0']) {
      expect((await call('GET', `/api/goals/${id}`, member.token)).statusCode).toBe(404);
      expect((await call('PATCH', `/api/goals/${id}`, member.token, { title: 'X' })).statusCode).toBe(404);
    }
  });

  it('refuses bad fields with field codes and writes nothing', async () => {
    const former = await activeUser(testApp);
    await addMembership(testApp, workspaceId, former.user.id);
    await setMembershipStatus(testApp, workspaceId, former.user.id, 'inactive');
    const before = await list('?archived=true');
    const cases: Array<[object, Record<string, string>]> = [
      [{ title: '  ' }, { title: 'required' }],
      [{}, { title: 'required' }],
      [{ title: 'x'.repeat(201) }, { title: 'max_length' }],
      [{ title: 'Goal', description: 'x'.repeat(5001) }, { description: 'max_length' }],
      [{ title: 'Goal', due_on: '2027-02-30' }, { due_on: 'invalid' }],
      [{ title: 'Goal', due_on: '31.03.2027' }, { due_on: 'invalid' }],
      [{ title: 'Goal', owner_id: stranger.user.id }, { owner_id: 'invalid' }],
      [{ title: 'Goal', owner_id: former.user.id }, { owner_id: 'invalid' }],
      [{ title: 'Goal', owner_id: 'me' }, { owner_id: 'invalid' }],
      [{ title: 'Goal', colour: 'red' }, { colour: 'invalid' }],
    ];
    for (const [body, fields] of cases) {
      const response = await call('POST', `/api/workspaces/${workspaceId}/goals`, member.token, body);
      expect({ body, status: response.statusCode, answer: response.json() }).toEqual({
        body,
        status: 400,
        answer: { code: 'validation_failed', message: 'Request validation failed', fields },
      });
    }
    const goal = before[0]!;
    const patch = await call('PATCH', `/api/goals/${goal.id}`, member.token, { title: '', owner_id: stranger.user.id });
    expect(patch.statusCode).toBe(400);
    expect(patch.json<{ fields: object }>().fields).toEqual({ title: 'required' });
    const owner = await call('PATCH', `/api/goals/${goal.id}`, member.token, { owner_id: stranger.user.id });
    expect(owner.json<{ fields: object }>().fields).toEqual({ owner_id: 'invalid' });
    expect((await call('GET', `/api/workspaces/${workspaceId}/goals?archived=maybe`, member.token)).json<{ fields: object }>().fields).toEqual({
      archived: 'invalid',
    });
    expect(await list('?archived=true')).toEqual(before);
  });

  it('changes the given fields, clears nullable ones, and publishes goal.updated', async () => {
    const goal = await newGoal({ title: 'Hire', due_on: '2027-01-15', owner_id: member.user.id });
    const before = await lastSeq(testApp, workspaceId);
    const response = await call('PATCH', `/api/goals/${goal.id}`, member.token, { title: 'Hire two engineers', due_on: null, owner_id: null });
    expect(response.statusCode).toBe(200);
    const updated = response.json<{ data: GoalResponse }>().data;
    expect(updated).toEqual({ ...goal, title: 'Hire two engineers', due_on: null, owner_id: null });
    expect(await eventsSince(testApp, workspaceId, before)).toEqual([expect.objectContaining({ type: 'goal.updated', payload: { goal: updated } })]);
  });

  it('archives a goal out of the default list and restores it', async () => {
    const goal = await newGoal({ title: 'Old plan' });
    const archived = await call('PATCH', `/api/goals/${goal.id}`, member.token, { archived: true });
    expect(archived.json<{ data: GoalResponse }>().data.archived).toBe(true);
    expect((await list()).map((item) => item.id)).not.toContain(goal.id);
    expect((await list('?archived=true')).find((item) => item.id === goal.id)).toMatchObject({ archived: true });
    expect((await list('?archived=false')).map((item) => item.id)).not.toContain(goal.id);
    const restored = await call('PATCH', `/api/goals/${goal.id}`, member.token, { archived: false });
    expect(restored.json<{ data: GoalResponse }>().data).toEqual(goal);
    expect((await list()).map((item) => item.id)).toContain(goal.id);
  });

  it("shows each goal's progress: its tasks and how many are finished", async () => {
    const goal = await newGoal({ title: 'Progress' });
    const [sphere] = await listSpheres(testApp, admin.token, workspaceId);
    const stageOf = (state: string) => sphere!.stages.find((stage) => stage.state === state)!.id;
    for (const state of ['open', 'finished', 'finished', 'paused'] as const) {
      await insertTask(testApp, { workspaceId, sphereId: sphere!.id, stageId: stageOf(state), state, goalId: goal.id });
    }
    await insertTask(testApp, { workspaceId, sphereId: sphere!.id, stageId: stageOf('finished'), state: 'finished' });
    expect((await list()).find((item) => item.id === goal.id)).toMatchObject({ task_count: 4, finished_count: 2 });
    expect((await call('GET', `/api/goals/${goal.id}`, member.token)).json()).toMatchObject({ data: { task_count: 4, finished_count: 2 } });
  });

  it("does not show or change another workspace's goal", async () => {
    const otherAdmin = await activeUser(testApp);
    const other = await createWorkspace(testApp, otherAdmin.token);
    const response = await call('POST', `/api/workspaces/${other.id}/goals`, otherAdmin.token, { title: 'Theirs' });
    const theirs = response.json<{ data: GoalResponse }>().data;
    expect((await call('PATCH', `/api/goals/${theirs.id}`, member.token, { title: 'Ours' })).statusCode).toBe(404);
    expect((await list()).map((item) => item.id)).not.toContain(theirs.id);
  });
});
