import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_STAGES, SPHERES_PER_WORKSPACE_MAX, STAGES_PER_SPHERE_MAX, type SphereResponse } from '@stepwise/contracts';
import { activeUser, bearer, type RegisteredUser } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';
import { activityOf, addMembership, eventsSince, insertTask, insertUser, lastSeq, listSpheres, openIntervalsOf, taskRow } from '../helpers/work-structure.js';

type UserWithId = RegisteredUser & { user: { id: number } };

describe('spheres', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let member: UserWithId;
  let stranger: UserWithId;
  let workspaceId: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await activeUser(testApp, { lang: 'en' });
    member = await activeUser(testApp, { lang: 'ru' });
    stranger = await activeUser(testApp);
    workspaceId = (await createWorkspace(testApp, admin.token)).id;
    await addMembership(testApp, workspaceId, member.user.id);
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    testApp.app.inject({ method, url, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });

  async function newSphere(body: object = { name: `Sphere ${Math.random()}` }): Promise<SphereResponse> {
    const response = await call('POST', `/api/workspaces/${workspaceId}/spheres`, admin.token, body);
    expect(response.statusCode).toBe(201);
    return response.json<{ data: SphereResponse }>().data;
  }

  describe('the default sphere of a new workspace', () => {
    it("is named in the creator's language, English here, with the four default stages", async () => {
      const [sphere, ...others] = await listSpheres(testApp, admin.token, workspaceId);
      expect(others).toEqual([]);
      expect(sphere).toEqual({
        id: expect.any(Number),
        workspace_id: workspaceId,
        name: 'General',
        stages: DEFAULT_STAGES.en.map((stage, position) => ({ id: expect.any(Number), name: stage.name, state: stage.state, position })),
        task_count: 0,
      });
      expect(sphere!.stages.map((stage) => stage.name)).toEqual(['To do', 'In progress', 'Paused', 'Done']);
    });

    it('is Russian for a Russian-speaking creator', async () => {
      const russian = await activeUser(testApp, { lang: 'ru' });
      const workspace = await createWorkspace(testApp, russian.token);
      const spheres = await listSpheres(testApp, russian.token, workspace.id);
      expect(spheres.map((sphere) => sphere.name)).toEqual(['Общее']);
      expect(spheres[0]!.stages.map((stage) => [stage.name, stage.state])).toEqual([
        ['К выполнению', 'open'],
        ['В работе', 'in_progress'],
        ['На паузе', 'paused'],
        ['Готово', 'finished'],
      ]);
    });
  });

  describe('who may do what', () => {
    let sphereId: number;
    beforeAll(async () => {
      sphereId = (await newSphere()).id;
    });

    it('answers 401 without a token', async () => {
      for (const [method, url] of [
        ['GET', `/api/workspaces/${workspaceId}/spheres`],
        ['POST', `/api/workspaces/${workspaceId}/spheres`],
        ['PATCH', `/api/spheres/${sphereId}`],
        ['DELETE', `/api/spheres/${sphereId}`],
      ] as const) {
        const response = await call(method, url, undefined, method === 'POST' || method === 'PATCH' ? { name: 'X' } : undefined);
        expect({ method, url, status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({
          method,
          url,
          status: 401,
          code: 'unauthorized',
        });
      }
    });

    it('answers 404 to a non-member, for the workspace and for its sphere alike', async () => {
      const list = await call('GET', `/api/workspaces/${workspaceId}/spheres`, stranger.token);
      expect(list.statusCode).toBe(404);
      expect(list.json()).toEqual({ code: 'not_found', message: 'Workspace not found' });
      const patch = await call('PATCH', `/api/spheres/${sphereId}`, stranger.token, { name: 'Mine' });
      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toEqual({ code: 'not_found', message: 'Sphere not found' });
      const remove = await call('DELETE', `/api/spheres/${sphereId}`, stranger.token);
      expect(remove.statusCode).toBe(404);
    });

    it('answers 404 for a sphere that does not exist or an id that is not digits', async () => {
      for (const id of ['999999', 'abc', '99999999999']) {
        const response = await call('PATCH', `/api/spheres/${id}`, admin.token, { name: 'X' });
        expect({ id, status: response.statusCode }).toEqual({ id, status: 404 });
      }
    });

    it('lets a member read the spheres but not change them (403)', async () => {
      const list = await call('GET', `/api/workspaces/${workspaceId}/spheres`, member.token);
      expect(list.statusCode).toBe(200);
      const forbidden = { code: 'forbidden', message: 'Only an admin of the workspace may manage its spheres and stages' };
      const create = await call('POST', `/api/workspaces/${workspaceId}/spheres`, member.token, { name: 'Sales' });
      expect([create.statusCode, create.json()]).toEqual([403, forbidden]);
      const patch = await call('PATCH', `/api/spheres/${sphereId}`, member.token, { name: 'Sales' });
      expect([patch.statusCode, patch.json()]).toEqual([403, forbidden]);
      const remove = await call('DELETE', `/api/spheres/${sphereId}`, member.token);
      expect([remove.statusCode, remove.json()]).toEqual([403, forbidden]);
      expect((await listSpheres(testApp, admin.token, workspaceId)).find((sphere) => sphere.id === sphereId)).toBeDefined();
    });
  });

  describe('POST /workspaces/{id}/spheres', () => {
    it('adds a sphere at the end with the given stages, trimmed, and publishes sphere.created', async () => {
      const before = await lastSeq(testApp, workspaceId);
      const response = await call('POST', `/api/workspaces/${workspaceId}/spheres`, admin.token, {
        name: '  Marketing  ',
        stages: [
          { name: ' Ideas ', state: 'open' },
          { name: 'Writing', state: 'in_progress' },
          { name: 'Published', state: 'finished' },
        ],
      });
      expect(response.statusCode).toBe(201);
      const sphere = response.json<{ data: SphereResponse }>().data;
      expect(sphere).toMatchObject({
        workspace_id: workspaceId,
        name: 'Marketing',
        task_count: 0,
        stages: [
          { name: 'Ideas', state: 'open', position: 0 },
          { name: 'Writing', state: 'in_progress', position: 1 },
          { name: 'Published', state: 'finished', position: 2 },
        ],
      });
      const spheres = await listSpheres(testApp, admin.token, workspaceId);
      expect(spheres.at(-1)).toEqual(sphere);
      const events = await eventsSince(testApp, workspaceId, before);
      expect(events).toEqual([expect.objectContaining({ type: 'sphere.created', payload: { sphere }, actor_id: admin.user.id })]);
    });

    it("gives a sphere without stages the default ones in the requester's language", async () => {
      const russianAdmin = await activeUser(testApp, { lang: 'ru' });
      await addMembership(testApp, workspaceId, russianAdmin.user.id, 'admin');
      const response = await call('POST', `/api/workspaces/${workspaceId}/spheres`, russianAdmin.token, { name: 'Продажи' });
      expect(response.statusCode).toBe(201);
      expect(response.json<{ data: SphereResponse }>().data.stages.map((stage) => stage.name)).toEqual(DEFAULT_STAGES.ru.map((stage) => stage.name));
    });

    it('refuses bad input with field codes and writes nothing', async () => {
      const before = (await listSpheres(testApp, admin.token, workspaceId)).length;
      const cases: Array<[object, Record<string, string>]> = [
        [{ name: '   ' }, { name: 'required' }],
        [{}, { name: 'required' }],
        [{ name: 'x'.repeat(61) }, { name: 'max_length' }],
        [
          {
            name: 'No end',
            stages: [
              { name: 'Start', state: 'open' },
              { name: 'Doing', state: 'in_progress' },
            ],
          },
          { stages: 'invalid' },
        ],
        [{ name: 'No start', stages: [{ name: 'Done', state: 'finished' }] }, { stages: 'invalid' }],
        [
          {
            name: 'Never worked on',
            stages: [
              { name: 'Start', state: 'open' },
              { name: 'Done', state: 'finished' },
            ],
          },
          { stages: 'invalid' },
        ],
        [{ name: 'Empty', stages: [] }, { stages: 'invalid' }],
        [
          {
            name: 'Blank stage',
            stages: [
              { name: ' ', state: 'open' },
              { name: 'Done', state: 'finished' },
            ],
          },
          { 'stages.0.name': 'required' },
        ],
        [
          {
            name: 'Long stage',
            stages: [
              { name: 'x'.repeat(41), state: 'open' },
              { name: 'Done', state: 'finished' },
            ],
          },
          { 'stages.0.name': 'max_length' },
        ],
        [
          {
            name: 'Odd state',
            stages: [
              { name: 'Start', state: 'open' },
              { name: 'Done', state: 'done' },
            ],
          },
          { 'stages.1.state': 'invalid' },
        ],
        [
          {
            name: 'Too many',
            stages: Array.from({ length: STAGES_PER_SPHERE_MAX + 1 }, (_, index) => ({ name: `S${index}`, state: index === 0 ? 'open' : 'finished' })),
          },
          { stages: 'invalid' },
        ],
      ];
      for (const [body, fields] of cases) {
        const response = await call('POST', `/api/workspaces/${workspaceId}/spheres`, admin.token, body);
        expect({ body, status: response.statusCode, answer: response.json() }).toEqual({
          body,
          status: 400,
          answer: { code: 'validation_failed', message: 'Request validation failed', fields },
        });
      }
      expect(await listSpheres(testApp, admin.token, workspaceId)).toHaveLength(before);
    });

    it(`refuses a sphere beyond ${SPHERES_PER_WORKSPACE_MAX} (409 conflict)`, async () => {
      const owner = await activeUser(testApp);
      const workspace = await createWorkspace(testApp, owner.token);
      for (let index = 1; index < SPHERES_PER_WORKSPACE_MAX; index++) {
        const response = await call('POST', `/api/workspaces/${workspace.id}/spheres`, owner.token, { name: `Sphere ${index}` });
        expect(response.statusCode).toBe(201);
      }
      const response = await call('POST', `/api/workspaces/${workspace.id}/spheres`, owner.token, { name: 'One too many' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'conflict' });
      expect(await listSpheres(testApp, owner.token, workspace.id)).toHaveLength(SPHERES_PER_WORKSPACE_MAX);
    });
  });

  describe('DELETE /spheres/{id}', () => {
    it('refuses to delete the last sphere (409 last_sphere)', async () => {
      const owner = await activeUser(testApp);
      const workspace = await createWorkspace(testApp, owner.token);
      const [only] = await listSpheres(testApp, owner.token, workspace.id);
      const response = await call('DELETE', `/api/spheres/${only!.id}`, owner.token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'last_sphere' });
      expect(await listSpheres(testApp, owner.token, workspace.id)).toEqual([only]);
    });

    it('deletes a sphere without tasks and publishes sphere.deleted', async () => {
      const sphere = await newSphere();
      const before = await lastSeq(testApp, workspaceId);
      const response = await call('DELETE', `/api/spheres/${sphere.id}`, admin.token);
      expect(response.statusCode).toBe(204);
      expect((await listSpheres(testApp, admin.token, workspaceId)).map((item) => item.id)).not.toContain(sphere.id);
      expect(await eventsSince(testApp, workspaceId, before)).toEqual([
        expect.objectContaining({ type: 'sphere.deleted', payload: { id: sphere.id }, actor_id: admin.user.id }),
      ]);
      expect((await call('DELETE', `/api/spheres/${sphere.id}`, admin.token)).statusCode).toBe(404);
    });

    it('needs a stage of another sphere for the tasks of a sphere that has some', async () => {
      const sphere = await newSphere();
      const [general] = await listSpheres(testApp, admin.token, workspaceId);
      const doing = sphere.stages.find((item) => item.state === 'in_progress')!;
      const started = await insertTask(testApp, {
        workspaceId,
        sphereId: sphere.id,
        stageId: doing.id,
        state: 'in_progress',
        assigneeId: await insertUser(testApp),
      });
      const open = await insertTask(testApp, { workspaceId, sphereId: sphere.id, stageId: sphere.stages[0]!.id, state: 'open', assigneeId: admin.user.id });

      const withoutTarget = await call('DELETE', `/api/spheres/${sphere.id}`, admin.token);
      expect(withoutTarget.statusCode).toBe(409);
      expect(withoutTarget.json()).toEqual({ code: 'sphere_has_tasks', message: expect.any(String), task_count: 2 });
      for (const target of [String(sphere.stages[0]!.id), '999999', 'x1']) {
        const response = await call('DELETE', `/api/spheres/${sphere.id}?move_to_stage_id=${target}`, admin.token);
        expect({ target, status: response.statusCode, fields: response.json<{ fields?: object }>().fields }).toEqual({
          target,
          status: 400,
          fields: { move_to_stage_id: 'invalid' },
        });
      }
      // Into an in-progress stage would start the open task too.
      const startAll = await call('DELETE', `/api/spheres/${sphere.id}?move_to_stage_id=${general!.stages[1]!.id}`, admin.token);
      expect(startAll.statusCode).toBe(409);
      expect(startAll.json()).toMatchObject({ code: 'stage_has_tasks', task_count: 1 });
      expect((await listSpheres(testApp, admin.token, workspaceId)).find((item) => item.id === sphere.id)).toMatchObject({ task_count: 2 });

      const paused = general!.stages.find((item) => item.state === 'paused')!;
      const before = await lastSeq(testApp, workspaceId);
      const response = await call('DELETE', `/api/spheres/${sphere.id}?move_to_stage_id=${paused.id}`, admin.token);
      expect(response.statusCode).toBe(204);
      for (const id of [started.id, open.id]) {
        const row = await taskRow(testApp, id);
        expect([row!.sphereId, row!.stageId, row!.state]).toEqual([general!.id, paused.id, 'paused']);
      }
      expect(await openIntervalsOf(testApp, started.id)).toBe(0);
      expect(await activityOf(testApp, open.id)).toEqual([
        {
          kind: 'moved',
          actorId: admin.user.id,
          changes: { stage_id: { from: sphere.stages[0]!.id, to: paused.id }, sphere_id: { from: sphere.id, to: general!.id } },
        },
      ]);
      const spheres = await listSpheres(testApp, admin.token, workspaceId);
      expect(spheres.map((item) => item.id)).not.toContain(sphere.id);
      const receiving = spheres.find((item) => item.id === general!.id)!;
      expect(receiving.task_count).toBe(general!.task_count + 2);
      expect(await eventsSince(testApp, workspaceId, before)).toEqual([
        // The timer the move stopped, then the moved tasks, as the tasks API answers them now.
        expect.objectContaining({
          type: 'time_entry.saved',
          payload: { entry: expect.objectContaining({ task_id: started.id, ended_at: expect.any(String) }) },
        }),
        ...[started.id, open.id].map((id) =>
          expect.objectContaining({
            type: 'task.updated',
            payload: { task: expect.objectContaining({ id, sphere_id: general!.id, stage_id: paused.id, state: 'paused' }) },
          }),
        ),
        expect.objectContaining({ type: 'sphere.deleted', payload: { id: sphere.id } }),
        expect.objectContaining({ type: 'sphere.updated', payload: { sphere: receiving } }),
      ]);
    });
  });
});
