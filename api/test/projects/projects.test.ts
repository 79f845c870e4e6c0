import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ProjectResponse } from '@stepwise/contracts';
import { activeUser, bearer, type RegisteredUser } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';
import { addMembership, eventsSince, insertTask, lastSeq, listSpheres } from '../helpers/work-structure.js';

type UserWithId = RegisteredUser & { user: { id: number } };

describe('projects', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let member: UserWithId;
  let stranger: UserWithId;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await activeUser(testApp);
    member = await activeUser(testApp);
    stranger = await activeUser(testApp);
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
    testApp.app.inject({ method, url, ...(token && { headers: bearer(token) }), ...(payload && { payload }) });

  /** A workspace of the admin with the member in it; without a subscription it is on the free plan (two projects). */
  async function workspace(): Promise<number> {
    const id = (await createWorkspace(testApp, admin.token)).id;
    await addMembership(testApp, id, member.user.id);
    return id;
  }
  const create = (workspaceId: number, body: object, token = member.token) => call('POST', `/api/workspaces/${workspaceId}/projects`, token, body);
  async function newProject(workspaceId: number, body: object): Promise<ProjectResponse> {
    const response = await create(workspaceId, body);
    expect(response.statusCode).toBe(201);
    return response.json<{ data: ProjectResponse }>().data;
  }
  async function list(workspaceId: number, query = ''): Promise<ProjectResponse[]> {
    const response = await call('GET', `/api/workspaces/${workspaceId}/projects${query}`, member.token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: ProjectResponse[] }>().data;
  }
  const patch = (projectId: number, body: object) => call('PATCH', `/api/projects/${projectId}`, member.token, body);

  it('lets any member create a project and publishes project.created', async () => {
    const workspaceId = await workspace();
    const before = await lastSeq(testApp, workspaceId);
    const project = await newProject(workspaceId, { name: '  Website  ' });
    expect(project).toEqual({
      id: expect.any(Number),
      workspace_id: workspaceId,
      name: 'Website',
      key: 'WEB',
      archived: false,
      task_count: 0,
      finished_count: 0,
      created_at: testApp.clock.now().toISOString(),
    });
    expect((await call('GET', `/api/projects/${project.id}`, member.token)).json()).toEqual({ data: project });
    expect(await eventsSince(testApp, workspaceId, before)).toEqual([
      expect.objectContaining({ type: 'project.created', payload: { project }, actor_id: member.user.id }),
    ]);
  });

  it('answers 401 without a token and 404 to a non-member', async () => {
    const workspaceId = await workspace();
    const project = await newProject(workspaceId, { name: 'Secret' });
    for (const [method, url, body] of [
      ['GET', `/api/workspaces/${workspaceId}/projects`, undefined],
      ['POST', `/api/workspaces/${workspaceId}/projects`, { name: 'Mine' }],
      ['GET', `/api/projects/${project.id}`, undefined],
      ['PATCH', `/api/projects/${project.id}`, { name: 'Mine' }],
    ] as const) {
      const anonymous = await call(method, url, undefined, body);
      const foreign = await call(method, url, stranger.token, body);
      expect({ method, url, anonymous: anonymous.statusCode, foreign: foreign.statusCode }).toEqual({ method, url, anonymous: 401, foreign: 404 });
    }
    expect((await call('GET', `/api/projects/${project.id}`, stranger.token)).json()).toEqual({ code: 'not_found', message: 'Project not found' });
    for (const id of ['999999', 'abc']) expect((await call('GET', `/api/projects/${id}`, member.token)).statusCode).toBe(404);
  });

  describe('keys', () => {
    it('derives the key from the name, transliterating Cyrillic, and makes it unique with digits', async () => {
      const workspaceId = await workspace();
      // The key rules do not depend on the plan: archive each project so the free plan's two never run out.
      const keys: string[] = [];
      for (const name of ['Website', 'Web', 'Webinar', 'Маркетинг', 'Мобильное приложение', 'Mobile platform', '2025']) {
        const project = await newProject(workspaceId, { name });
        keys.push(project.key);
        expect((await patch(project.id, { archived: true })).statusCode).toBe(200);
      }
      expect(keys).toEqual(['WEB', 'WEB2', 'WEB3', 'MAR', 'MP', 'MP2', 'PRJ']);
    });

    it('takes an explicit key, and refuses one in use (409 project_key_taken), even by an archived project', async () => {
      const workspaceId = await workspace();
      const first = await newProject(workspaceId, { name: 'Alpha', key: 'CORE' });
      expect(first.key).toBe('CORE');
      await patch(first.id, { archived: true });
      const before = await lastSeq(testApp, workspaceId);
      const taken = await create(workspaceId, { name: 'Beta', key: 'CORE' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ code: 'project_key_taken', message: expect.any(String), fields: { key: 'taken' } });
      expect(await list(workspaceId, '?archived=true')).toEqual([{ ...first, archived: true }]);
      expect(await eventsSince(testApp, workspaceId, before)).toEqual([]);
      // The same key in another workspace is fine.
      expect((await newProject(await workspace(), { name: 'Gamma', key: 'CORE' })).key).toBe('CORE');
    });

    it('changes the key, refusing one another project has', async () => {
      const workspaceId = await workspace();
      const first = await newProject(workspaceId, { name: 'Alpha' });
      const second = await newProject(workspaceId, { name: 'Beta' });
      const clash = await patch(second.id, { key: first.key });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ code: 'project_key_taken', fields: { key: 'taken' } });
      expect((await patch(second.id, { key: second.key, name: 'Beta 2' })).json()).toMatchObject({ data: { key: 'BET', name: 'Beta 2' } });
      const before = await lastSeq(testApp, workspaceId);
      const renamed = await patch(second.id, { key: 'B2' });
      expect(renamed.statusCode).toBe(200);
      const updated = renamed.json<{ data: ProjectResponse }>().data;
      expect(updated.key).toBe('B2');
      expect(await eventsSince(testApp, workspaceId, before)).toEqual([expect.objectContaining({ type: 'project.updated', payload: { project: updated } })]);
    });

    it('refuses bad fields with field codes', async () => {
      const workspaceId = await workspace();
      const cases: Array<[object, Record<string, string>]> = [
        [{ name: ' ' }, { name: 'required' }],
        [{ name: 'x'.repeat(81) }, { name: 'max_length' }],
        [{ name: 'Web', key: 'web' }, { key: 'invalid' }],
        [{ name: 'Web', key: 'W' }, { key: 'invalid' }],
        [{ name: 'Web', key: '1WEB' }, { key: 'invalid' }],
        [{ name: 'Web', key: 'ABCDEFGHIJK' }, { key: 'invalid' }],
      ];
      for (const [body, fields] of cases) {
        const response = await create(workspaceId, body);
        expect({ body, status: response.statusCode, fields: response.json<{ fields?: object }>().fields }).toEqual({ body, status: 400, fields });
      }
      const project = await newProject(workspaceId, { name: 'Fine' });
      expect((await patch(project.id, { archived: 'yes' })).json<{ fields?: object }>().fields).toEqual({ archived: 'invalid' });
      expect(await list(workspaceId)).toEqual([project]);
    });
  });

  describe("the plan's project capacity", () => {
    it('refuses a third active project on the free plan, with the limit named, and writes nothing', async () => {
      const workspaceId = await workspace();
      const first = await newProject(workspaceId, { name: 'One' });
      await newProject(workspaceId, { name: 'Two' });
      const before = await lastSeq(testApp, workspaceId);
      const refused = await create(workspaceId, { name: 'Three' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'plan_limit',
        message: 'The free plan allows at most 2 active projects: archive one or upgrade the plan',
        limit: 'projects',
        capacity: 2,
        plan: 'free',
      });
      expect((await list(workspaceId, '?archived=true')).map((project) => project.name)).toEqual(['One', 'Two']);
      expect(await eventsSince(testApp, workspaceId, before)).toEqual([]);

      // Archived projects do not count.
      await patch(first.id, { archived: true });
      expect((await create(workspaceId, { name: 'Three' })).statusCode).toBe(201);
    });

    it('refuses to restore an archived project beyond the capacity, and leaves it archived', async () => {
      const workspaceId = await workspace();
      const old = await newProject(workspaceId, { name: 'Old' });
      await patch(old.id, { archived: true });
      await newProject(workspaceId, { name: 'Two' });
      await newProject(workspaceId, { name: 'Three' });
      const before = await lastSeq(testApp, workspaceId);
      const refused = await patch(old.id, { archived: false, name: 'Old again' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'plan_limit', limit: 'projects', capacity: 2, plan: 'free' });
      expect((await call('GET', `/api/projects/${old.id}`, member.token)).json()).toMatchObject({ data: { name: 'Old', archived: true } });
      expect(await eventsSince(testApp, workspaceId, before)).toEqual([]);
      // Changing an archived project without restoring it is not limited.
      expect((await patch(old.id, { name: 'Old again' })).statusCode).toBe(200);
      // Archiving an active one makes room.
      const [active] = await list(workspaceId);
      await patch(active!.id, { archived: true });
      const restored = await patch(old.id, { archived: false });
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({ data: { archived: false } });
    });

    it("follows the plan of the workspace's live subscription (a trial on start: ten)", async () => {
      const workspaceId = await workspace();
      const trial = await call('POST', '/api/subscriptions/trial', admin.token, { workspace_id: workspaceId, plan: 'start' });
      expect(trial.statusCode).toBe(201);
      for (let index = 1; index <= 10; index++) await newProject(workspaceId, { name: `Project ${index}`, key: `P${index}` });
      const refused = await create(workspaceId, { name: 'Eleven' });
      expect(refused.json()).toMatchObject({ code: 'plan_limit', capacity: 10, plan: 'start' });
    });

    it('lets only one of two simultaneous requests take the last place', async () => {
      const workspaceId = await workspace();
      await newProject(workspaceId, { name: 'One' });
      const answers = await Promise.all([create(workspaceId, { name: 'Two' }), create(workspaceId, { name: 'Three' })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(await list(workspaceId)).toHaveLength(2);
    });
  });

  it("shows each project's progress and hides archived ones unless asked", async () => {
    const workspaceId = await workspace();
    const project = await newProject(workspaceId, { name: 'Progress' });
    const [sphere] = await listSpheres(testApp, admin.token, workspaceId);
    const stageOf = (state: string) => sphere!.stages.find((stage) => stage.state === state)!.id;
    for (const state of ['open', 'finished', 'in_progress'] as const) {
      await insertTask(testApp, { workspaceId, sphereId: sphere!.id, stageId: stageOf(state), state, projectId: project.id });
    }
    expect(await list(workspaceId)).toEqual([{ ...project, task_count: 3, finished_count: 1 }]);
    await patch(project.id, { archived: true });
    expect(await list(workspaceId)).toEqual([]);
    expect(await list(workspaceId, '?archived=true')).toEqual([{ ...project, archived: true, task_count: 3, finished_count: 1 }]);
  });
});
