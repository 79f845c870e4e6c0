import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TaskActivityResponse, TaskResponse } from '@stepwise/contracts';
import { MINUTE } from '../helpers/clock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { call, createTask, createTeam, eventRecorder, flowIds, getTask, joinWorkspace, type TeamFixture } from '../tasks/work-fixtures.js';

let testApp: TestApp;
let team: TeamFixture;

beforeAll(async () => {
  testApp = await startTestApp();
  team = await createTeam(testApp);
});
afterAll(() => testApp.close());

const memberUrl = (userId: number) => `/api/workspaces/${team.workspaceId}/members/${userId}`;
const activityOf = async (taskId: number) =>
  (await call(testApp, team.admin, 'GET', `/api/tasks/${taskId}/activity`)).json<{ data: TaskActivityResponse[] }>().data;

describe("a member's unfinished tasks when they leave or are removed", () => {
  it('are unassigned and leave the flow; the task in progress is paused with its time kept; finished ones stay theirs', async () => {
    const leaving = await joinWorkspace(testApp, team.workspaceId);
    const active = await createTask(testApp, leaving, team.workspaceId, { assignee_id: leaving.id, title: 'Active' });
    const queued = await createTask(testApp, leaving, team.workspaceId, { assignee_id: leaving.id, title: 'Queued' });
    const done = await createTask(testApp, leaving, team.workspaceId, { assignee_id: leaving.id, title: 'Done' });
    await call(testApp, leaving, 'POST', `/api/tasks/${done.id}/finish`);
    await call(testApp, leaving, 'POST', `/api/tasks/${active.id}/start`);
    testApp.clock.advance(25 * MINUTE);
    const events = await eventRecorder(testApp, team.workspaceId);

    const response = await call(testApp, team.admin, 'DELETE', memberUrl(leaving.id));
    expect(response.statusCode).toBe(204);

    const paused = await getTask(testApp, team.admin, active.id);
    expect(paused).toMatchObject({
      assignee_id: null,
      state: 'paused',
      stage_id: team.sphere.stages['On hold'],
      flow_rank: null,
      started_at: null,
      spent_minutes: 25,
    });
    expect(await getTask(testApp, team.admin, queued.id)).toMatchObject({ assignee_id: null, state: 'open', stage_id: queued.stage_id, flow_rank: null });
    expect(await getTask(testApp, team.admin, done.id)).toMatchObject({ assignee_id: leaving.id, state: 'finished' });
    // Time stopped when they left.
    testApp.clock.advance(10 * MINUTE);
    expect((await getTask(testApp, team.admin, active.id)).spent_minutes).toBe(25);

    const published = await events();
    const updated = published.filter((event) => event.type === 'task.updated').map((event) => (event.payload as { task: TaskResponse }).task);
    expect(updated.map((task) => task.id).slice(0, 2)).toEqual([active.id, queued.id]);
    expect(updated[0]).toEqual({ ...paused, spent_minutes: 25, updated_at: updated[0].updated_at });
    // The timer of the task in progress stops first.
    expect(published.slice(0, 5).map((event) => [event.type, event.actor_id])).toEqual([
      ['time_entry.saved', team.admin.id],
      ['task.updated', team.admin.id],
      ['task.updated', team.admin.id],
      ['flow.reordered', team.admin.id],
      ['member.removed', team.admin.id],
    ]);
    expect(published[0].payload).toEqual({
      entry: expect.objectContaining({ task_id: active.id, user_id: leaving.id, ended_at: expect.any(String), minutes: 25 }),
    });
    expect(published[3].payload).toEqual({ user_id: leaving.id, task_ids: [] });

    const [pausedEntry] = await activityOf(active.id);
    expect(pausedEntry).toMatchObject({
      kind: 'paused',
      actor_id: team.admin.id,
      changes: { assignee_id: { from: leaving.id, to: null }, stage_id: { from: team.sphere.stages.Doing, to: team.sphere.stages['On hold'] } },
    });
    expect((await activityOf(queued.id))[0]).toMatchObject({
      kind: 'reassigned',
      actor_id: team.admin.id,
      changes: { assignee_id: { from: leaving.id, to: null } },
    });
    expect((await activityOf(done.id))[0].kind).toBe('finished');
    // The tasks are anyone's to start again.
    expect((await call(testApp, team.member, 'POST', `/api/tasks/${active.id}/start`)).statusCode).toBe(200);
    expect(await flowIds(testApp, team.member, team.workspaceId, team.member.id)).toEqual([active.id]);
  });

  it('happens when a member leaves on their own, with them as the actor', async () => {
    const leaving = await joinWorkspace(testApp, team.workspaceId);
    const task = await createTask(testApp, leaving, team.workspaceId, { assignee_id: leaving.id });
    const events = await eventRecorder(testApp, team.workspaceId);

    expect((await call(testApp, leaving, 'DELETE', memberUrl(leaving.id))).statusCode).toBe(204);

    expect(await getTask(testApp, team.admin, task.id)).toMatchObject({ assignee_id: null, flow_rank: null });
    expect((await events()).map((event) => [event.type, event.actor_id])).toEqual([
      ['task.updated', leaving.id],
      ['flow.reordered', leaving.id],
      ['member.removed', leaving.id],
    ]);
  });

  it('changes nothing when the removal is refused, and publishes no task event for a member without tasks', async () => {
    const outsider = await joinWorkspace(testApp, team.workspaceId);
    const task = await createTask(testApp, outsider, team.workspaceId, { assignee_id: outsider.id });
    // A member may not remove another member.
    expect((await call(testApp, team.member, 'DELETE', memberUrl(outsider.id))).statusCode).toBe(403);
    expect(await getTask(testApp, team.admin, task.id)).toMatchObject({ assignee_id: outsider.id, flow_rank: expect.any(String) });
    // The last admin cannot leave: their tasks stay too.
    const own = await createTask(testApp, team.admin, team.workspaceId, { assignee_id: team.admin.id });
    expect((await call(testApp, team.admin, 'DELETE', memberUrl(team.admin.id))).statusCode).toBe(409);
    expect((await getTask(testApp, team.admin, own.id)).assignee_id).toBe(team.admin.id);

    const idle = await joinWorkspace(testApp, team.workspaceId);
    const events = await eventRecorder(testApp, team.workspaceId);
    expect((await call(testApp, team.admin, 'DELETE', memberUrl(idle.id))).statusCode).toBe(204);
    expect((await events()).map((event) => event.type)).toEqual(['member.removed']);
  });
});
