import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TaskResponse } from '@stepwise/contracts';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { call, createTask, createTeam, eventRecorder, flowIds, joinWorkspace, type Person, type TeamFixture } from './work-fixtures.js';

let testApp: TestApp;
let team: TeamFixture;

beforeAll(async () => {
  testApp = await startTestApp();
  team = await createTeam(testApp);
});
afterAll(() => testApp.close());

const flowUrl = (userId: number) => `/api/workspaces/${team.workspaceId}/flow/${userId}`;

/** A member with `count` tasks assigned, created in order. */
async function memberWithTasks(count: number): Promise<{ person: Person; ids: number[] }> {
  const person = await joinWorkspace(testApp, team.workspaceId);
  const ids: number[] = [];
  for (let index = 0; index < count; index++)
    ids.push((await createTask(testApp, person, team.workspaceId, { assignee_id: person.id, title: `Task ${index}` })).id);
  return { person, ids };
}

const post = (person: Person, url: string, body?: object) => call(testApp, person, 'POST', url, body);

describe('a member’s flow', () => {
  it('lists unfinished tasks in creation order, the task in progress first; finished ones leave, reopened ones rejoin at the end', async () => {
    const { person, ids } = await memberWithTasks(4);
    const [a, b, c, d] = ids;
    expect(await flowIds(testApp, person, team.workspaceId, person.id)).toEqual([a, b, c, d]);
    await post(person, `/api/tasks/${c}/start`);
    expect(await flowIds(testApp, person, team.workspaceId, person.id)).toEqual([c, a, b, d]);
    // Paused, it goes back to its place in the queue.
    await post(person, `/api/tasks/${c}/pause`);
    expect(await flowIds(testApp, person, team.workspaceId, person.id)).toEqual([a, b, c, d]);
    await post(person, `/api/tasks/${a}/finish`);
    expect(await flowIds(testApp, person, team.workspaceId, person.id)).toEqual([b, c, d]);
    await post(person, `/api/tasks/${a}/reopen`);
    expect(await flowIds(testApp, person, team.workspaceId, person.id)).toEqual([b, c, d, a]);
    // Other members see it too; a non-member user id is no flow.
    expect(await flowIds(testApp, team.member, team.workspaceId, person.id)).toEqual([b, c, d, a]);
    expect((await call(testApp, team.member, 'GET', flowUrl(999_999))).statusCode).toBe(404);
    expect((await call(testApp, team.member, 'GET', flowUrl(Number.NaN))).statusCode).toBe(404);
  });

  it('reorders the whole flow, keeping the task in progress first, and publishes flow.reordered', async () => {
    const { person, ids } = await memberWithTasks(4);
    const [a, b, c, d] = ids;
    await post(person, `/api/tasks/${b}/start`);
    const events = await eventRecorder(testApp, team.workspaceId);
    const response = await call(testApp, person, 'PUT', flowUrl(person.id), { task_ids: [d, c, b, a] });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: TaskResponse[] }>().data.map((task) => task.id)).toEqual([b, d, c, a]);
    expect(await flowIds(testApp, person, team.workspaceId, person.id)).toEqual([b, d, c, a]);
    expect(await events()).toEqual([
      expect.objectContaining({ type: 'flow.reordered', actor_id: person.id, payload: { user_id: person.id, task_ids: [b, d, c, a] } }),
    ]);
    // Paused, b keeps the first place the reorder gave it.
    await post(person, `/api/tasks/${b}/pause`);
    expect(await flowIds(testApp, person, team.workspaceId, person.id)).toEqual([b, d, c, a]);
  });

  it('refuses a reorder that is not exactly the member’s unfinished tasks', async () => {
    const { person, ids } = await memberWithTasks(3);
    const foreign = await createTask(testApp, team.member, team.workspaceId, { assignee_id: team.member.id });
    await post(person, `/api/tasks/${ids[2]}/finish`);
    for (const taskIds of [[ids[0]], [ids[0], ids[1], ids[2]], [ids[0], ids[1], foreign.id], [ids[1], ids[0], 999_999]]) {
      const response = await call(testApp, person, 'PUT', flowUrl(person.id), { task_ids: taskIds });
      expect([taskIds, response.statusCode, response.json().code]).toEqual([taskIds, 409, 'not_in_flow']);
    }
    const duplicate = await call(testApp, person, 'PUT', flowUrl(person.id), { task_ids: [ids[0], ids[0]] });
    expect(duplicate.json()).toMatchObject({ code: 'validation_failed', fields: { task_ids: 'invalid' } });
    expect(await flowIds(testApp, person, team.workspaceId, person.id)).toEqual([ids[0], ids[1]]);
  });

  it('moves one task after another, or to the front of the queue behind the task in progress, rewriting only its rank', async () => {
    const { person, ids } = await memberWithTasks(5);
    const [a, b, c, d, e] = ids;
    const before = (await call(testApp, person, 'GET', flowUrl(person.id))).json<{ data: TaskResponse[] }>().data;
    const move = (taskId: number, afterTaskId: number | null) => post(person, `${flowUrl(person.id)}/move`, { task_id: taskId, after_task_id: afterTaskId });

    const response = await move(e, a);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: TaskResponse[] }>().data.map((task) => task.id)).toEqual([a, e, b, c, d]);
    const after = (await call(testApp, person, 'GET', flowUrl(person.id))).json<{ data: TaskResponse[] }>().data;
    const changedRanks = after.filter((task) => before.find((old) => old.id === task.id)!.flow_rank !== task.flow_rank).map((task) => task.id);
    expect(changedRanks).toEqual([e]);

    await post(person, `/api/tasks/${c}/start`);
    await move(d, null);
    expect(await flowIds(testApp, person, team.workspaceId, person.id)).toEqual([c, d, a, e, b]);
    await move(b, c);
    expect(await flowIds(testApp, person, team.workspaceId, person.id)).toEqual([c, b, d, a, e]);
    await move(b, e);
    expect(await flowIds(testApp, person, team.workspaceId, person.id)).toEqual([c, d, a, e, b]);

    for (const [taskId, afterId] of [
      [b, b],
      [999_999, a],
      [a, 999_999],
    ] as const) {
      expect((await move(taskId, afterId)).json().code).toBe('not_in_flow');
    }
  });

  it('lets only the member or an admin order a flow', async () => {
    const { person, ids } = await memberWithTasks(2);
    const colleague = await joinWorkspace(testApp, team.workspaceId);
    const reorder = (by: Person) => call(testApp, by, 'PUT', flowUrl(person.id), { task_ids: [ids[1], ids[0]] });
    const forbidden = await reorder(colleague);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('forbidden');
    expect((await post(colleague, `${flowUrl(person.id)}/move`, { task_id: ids[1], after_task_id: null })).statusCode).toBe(403);
    expect((await reorder(team.admin)).statusCode).toBe(200);
    expect((await call(testApp, person, 'PUT', flowUrl(person.id), { task_ids: ids })).statusCode).toBe(200);
    expect(await flowIds(testApp, person, team.workspaceId, person.id)).toEqual(ids);
  });
});
