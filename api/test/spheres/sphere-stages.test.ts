import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { SphereResponse } from '@stepwise/contracts';
import { activeUser, bearer, type RegisteredUser } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';
import { activityOf, eventsSince, insertTask, insertUser, lastSeq, listSpheres, openIntervalsOf, taskRow } from '../helpers/work-structure.js';

type UserWithId = RegisteredUser & { user: { id: number } };

const STAGES = [
  { name: 'Backlog', state: 'open' },
  { name: 'Doing', state: 'in_progress' },
  { name: 'Review', state: 'in_progress' },
  { name: 'On hold', state: 'paused' },
  { name: 'Done', state: 'finished' },
] as const;

describe('editing a sphere: PATCH /spheres/{id}', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let workspaceId: number;
  let sphere: SphereResponse;
  /** The sphere's stage ids by name. */
  let stage: Record<(typeof STAGES)[number]['name'], number>;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await activeUser(testApp);
    workspaceId = (await createWorkspace(testApp, admin.token)).id;
  });
  afterAll(() => testApp.close());

  beforeEach(async () => {
    const response = await patchOrPost('POST', `/api/workspaces/${workspaceId}/spheres`, { name: 'Product', stages: STAGES });
    expect(response.statusCode).toBe(201);
    sphere = response.json<{ data: SphereResponse }>().data;
    stage = Object.fromEntries(sphere.stages.map((item) => [item.name, item.id])) as typeof stage;
  });

  function patchOrPost(method: 'PATCH' | 'POST', url: string, payload: object) {
    return testApp.app.inject({ method, url, headers: bearer(admin.token), payload });
  }
  const patch = (payload: object) => patchOrPost('PATCH', `/api/spheres/${sphere.id}`, payload);
  const current = async () => (await listSpheres(testApp, admin.token, workspaceId)).find((item) => item.id === sphere.id)!;
  const keep = (...names: Array<keyof typeof stage>) =>
    names.map((name) => ({ id: stage[name], name, state: STAGES.find((item) => item.name === name)!.state }));
  /** A task of the stage; one in progress gets an assignee of its own (a member has one task in progress). */
  const task = async (stageName: keyof typeof stage) => {
    const state = STAGES.find((item) => item.name === stageName)!.state;
    const assigneeId = state === 'in_progress' ? await insertUser(testApp) : admin.user.id;
    return insertTask(testApp, { workspaceId, sphereId: sphere.id, stageId: stage[stageName], state, assigneeId });
  };

  it('renames the sphere and publishes sphere.updated', async () => {
    const before = await lastSeq(testApp, workspaceId);
    const response = await patch({ name: '  Platform ' });
    expect(response.statusCode).toBe(200);
    const updated = response.json<{ data: SphereResponse }>().data;
    expect(updated).toEqual({ ...sphere, name: 'Platform' });
    expect(await current()).toEqual(updated);
    expect(await eventsSince(testApp, workspaceId, before)).toEqual([
      expect.objectContaining({ type: 'sphere.updated', payload: { sphere: updated }, actor_id: admin.user.id }),
    ]);
  });

  it('reorders, renames, remaps and adds stages in one request', async () => {
    const response = await patch({
      stages: [
        { id: stage.Done, name: 'Shipped', state: 'finished' },
        { name: 'Ideas', state: 'open' },
        { id: stage.Backlog, name: 'Backlog', state: 'open' },
        { id: stage.Review, name: 'Waiting', state: 'paused' },
        { id: stage.Doing, name: 'Doing', state: 'in_progress' },
        { id: stage['On hold'], name: 'On hold', state: 'paused' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<{ data: SphereResponse }>().data;
    expect(updated.stages).toEqual([
      { id: stage.Done, name: 'Shipped', state: 'finished', position: 0 },
      { id: expect.any(Number), name: 'Ideas', state: 'open', position: 1 },
      { id: stage.Backlog, name: 'Backlog', state: 'open', position: 2 },
      { id: stage.Review, name: 'Waiting', state: 'paused', position: 3 },
      { id: stage.Doing, name: 'Doing', state: 'in_progress', position: 4 },
      { id: stage['On hold'], name: 'On hold', state: 'paused', position: 5 },
    ]);
    expect(await current()).toEqual(updated);
  });

  it('deletes a stage without tasks', async () => {
    const response = await patch({ stages: keep('Backlog', 'Doing', 'On hold', 'Done') });
    expect(response.statusCode).toBe(200);
    expect((await current()).stages.map((item) => item.name)).toEqual(['Backlog', 'Doing', 'On hold', 'Done']);
  });

  it('refuses to delete a stage holding tasks without a move (409 stage_has_tasks) and changes nothing', async () => {
    await task('Review');
    await task('Review');
    const before = await current();
    const seq = await lastSeq(testApp, workspaceId);
    const response = await patch({ name: 'Renamed', stages: keep('Backlog', 'Doing', 'On hold', 'Done') });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'stage_has_tasks',
      message: expect.stringContaining('2 task(s)'),
      stage_id: stage.Review,
      task_count: 2,
    });
    expect(await current()).toEqual(before);
    expect(await eventsSince(testApp, workspaceId, seq)).toEqual([]);
  });

  it('moves the tasks of a deleted stage to the end of the target stage, in their order', async () => {
    const waiting = await task('Doing');
    const first = await task('Review');
    const second = await task('Review');
    const response = await patch({ stages: keep('Backlog', 'Doing', 'On hold', 'Done'), moves: { [stage.Review]: stage.Doing } });
    expect(response.statusCode).toBe(200);
    const updated = response.json<{ data: SphereResponse }>().data;
    expect(updated.stages.map((item) => item.id)).not.toContain(stage.Review);
    expect(updated.task_count).toBe(3);

    const rows = await Promise.all([waiting, first, second].map((row) => taskRow(testApp, row.id)));
    expect(rows.map((row) => [row!.stageId, row!.state])).toEqual([
      [stage.Doing, 'in_progress'],
      [stage.Doing, 'in_progress'],
      [stage.Doing, 'in_progress'],
    ]);
    // Byte order, as the board sorts ranks: the moved ones come after the one already there, in their order.
    const ranks = rows.map((row) => row!.stageRank);
    expect([...ranks].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(ranks);
    // Same base state: the tasks stay in progress with their open intervals.
    expect(await openIntervalsOf(testApp, first.id)).toBe(1);
    expect(await activityOf(testApp, first.id)).toEqual([
      { kind: 'moved', actorId: admin.user.id, changes: { stage_id: { from: stage.Review, to: stage.Doing } } },
    ]);
    expect(await activityOf(testApp, waiting.id)).toEqual([]);
  });

  it('finishes moved tasks consistently when the target stage is a finished one', async () => {
    const doing = await task('Doing');
    const held = await task('On hold');
    const response = await patch({
      stages: keep('Backlog', 'Review', 'Done'),
      moves: { [stage.Doing]: stage.Done, [stage['On hold']]: stage.Done },
    });
    expect(response.statusCode).toBe(200);
    for (const id of [doing.id, held.id]) {
      const row = await taskRow(testApp, id);
      expect({ stage: row!.stageId, state: row!.state, finished: row!.finishedAt !== null, flowRank: row!.flowRank }).toEqual({
        stage: stage.Done,
        state: 'finished',
        finished: true,
        flowRank: null,
      });
      expect(await openIntervalsOf(testApp, id)).toBe(0);
    }
  });

  it('pauses the tasks of a stage remapped from in progress to paused (their intervals end)', async () => {
    const reviewing = await task('Review');
    expect(await openIntervalsOf(testApp, reviewing.id)).toBe(1);
    const response = await patch({ stages: [...keep('Backlog', 'Doing'), { id: stage.Review, name: 'Review', state: 'paused' }, ...keep('On hold', 'Done')] });
    expect(response.statusCode).toBe(200);
    const row = await taskRow(testApp, reviewing.id);
    expect([row!.stageId, row!.state, row!.finishedAt]).toEqual([stage.Review, 'paused', null]);
    expect(await openIntervalsOf(testApp, reviewing.id)).toBe(0);
  });

  it('refuses to start or reopen tasks all at once (409 stage_has_tasks) and writes nothing', async () => {
    const done = await task('Done');
    const backlog = await task('Backlog');
    const before = await current();
    const cases = [
      // Finished tasks moved to an open stage would be reopened.
      { stages: [...keep('Backlog', 'Doing', 'Review', 'On hold'), { name: 'Closed', state: 'finished' }], moves: { [stage.Done]: stage.Backlog } },
      // Open tasks remapped into progress would be started.
      { stages: [{ id: stage.Backlog, name: 'Backlog', state: 'in_progress' }, { name: 'New', state: 'open' }, ...keep('Doing', 'Review', 'On hold', 'Done')] },
    ];
    const expectedStage = [stage.Done, stage.Backlog];
    for (const [index, body] of cases.entries()) {
      const response = await patch(body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'stage_has_tasks', stage_id: expectedStage[index], task_count: 1 });
    }
    expect(await current()).toEqual(before);
    expect((await taskRow(testApp, done.id))!.state).toBe('finished');
    expect((await taskRow(testApp, backlog.id))!.state).toBe('open');
  });

  it('refuses bad stage lists and moves with field codes', async () => {
    const [otherSphere] = await listSpheres(testApp, admin.token, workspaceId);
    const foreignStage = otherSphere!.stages[0]!.id;
    const cases: Array<[object, Record<string, string>]> = [
      [{ stages: [...keep('Backlog', 'Doing', 'Done'), { id: foreignStage, name: 'Stolen', state: 'paused' }] }, { 'stages.3.id': 'invalid' }],
      [{ stages: [...keep('Backlog', 'Doing', 'Done'), ...keep('Doing')] }, { 'stages.3.id': 'invalid' }],
      [{ stages: keep('Doing', 'Done') }, { stages: 'invalid' }],
      [{ stages: keep('Backlog', 'Doing') }, { stages: 'invalid' }],
      [{ stages: keep('Backlog', 'Doing', 'Done'), moves: { [stage.Review]: stage.Review } }, { [`moves.${stage.Review}`]: 'invalid' }],
      [{ stages: keep('Backlog', 'Doing', 'Done'), moves: { [stage.Review]: foreignStage } }, { [`moves.${stage.Review}`]: 'invalid' }],
      [{ stages: keep('Backlog', 'Doing', 'Done'), moves: { [stage.Doing]: stage.Done } }, { [`moves.${stage.Doing}`]: 'invalid' }],
      [{ moves: { [stage.Review]: stage.Doing } }, { moves: 'invalid' }],
      [{ stages: keep('Backlog', 'Doing', 'Done'), moves: { first: stage.Doing } }, { 'moves.first': 'invalid' }],
      [{ stages: keep('Backlog', 'Doing', 'Done'), moves: { [stage.Review]: 0 } }, { [`moves.${stage.Review}`]: 'invalid' }],
      [{ name: '' }, { name: 'required' }],
      [{ stages: [] }, { stages: 'invalid' }],
      [
        {
          stages: [
            { name: 'Start', state: 'open' },
            { name: 'End', state: 'finished', colour: 'red' },
          ],
        },
        { 'stages.1.colour': 'invalid' },
      ],
    ];
    const before = await current();
    for (const [body, fields] of cases) {
      const response = await patch(body);
      expect({ body, status: response.statusCode, fields: response.json<{ fields?: unknown }>().fields }).toEqual({ body, status: 400, fields });
    }
    expect(await current()).toEqual(before);
  });
});
