import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TaskResponse } from '@stepwise/contracts';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import {
  call,
  createTask,
  createTeam,
  eventRecorder,
  flowIds,
  getTask,
  insertSphere,
  STANDARD_STAGES,
  type Person,
  type TeamFixture,
} from '../tasks/work-fixtures.js';

let testApp: TestApp;
let team: TeamFixture;

beforeAll(async () => {
  testApp = await startTestApp();
  team = await createTeam(testApp);
});
afterAll(() => testApp.close());

/** A sphere of its own with the standard stages, created first so new tasks land in it. */
async function freshSphere() {
  return insertSphere(testApp, team.workspaceId, { name: 'Board', first: true });
}
/** The stage list of the sphere as PATCH wants it, without the given stages and with changed states. */
function stageList(sphere: { stages: Record<string, number> }, without: string[], states: Record<string, string> = {}) {
  return STANDARD_STAGES.filter(([name]) => !without.includes(name)).map(([name, state]) => ({ id: sphere.stages[name], name, state: states[name] ?? state }));
}
const taskEvents = (events: Awaited<ReturnType<Awaited<ReturnType<typeof eventRecorder>>>>) =>
  events.filter((event) => event.type === 'task.updated').map((event) => (event.payload as { task: TaskResponse }).task);

async function started(person: Person, title: string) {
  const task = await createTask(testApp, person, team.workspaceId, { assignee_id: person.id, title });
  expect((await call(testApp, person, 'POST', `/api/tasks/${task.id}/start`)).statusCode).toBe(200);
  return task;
}

describe('tasks moved by a sphere edit or deletion are published', () => {
  it('a deleted stage whose tasks move to a finished stage: task.updated with the full task, flow.reordered for the flows they leave', async () => {
    const sphere = await freshSphere();
    const active = await started(team.member, 'Active');
    const queued = await createTask(testApp, team.member, team.workspaceId, { assignee_id: team.member.id, title: 'Queued', stage_id: sphere.stages['To do'] });
    const stays = await createTask(testApp, team.member, team.workspaceId, { assignee_id: team.member.id, title: 'Stays' });
    const events = await eventRecorder(testApp, team.workspaceId);

    const response = await call(testApp, team.admin, 'PATCH', `/api/spheres/${sphere.id}`, {
      stages: stageList(sphere, ['Doing', 'To do']),
      moves: { [sphere.stages.Doing]: sphere.stages.Done, [sphere.stages['To do']]: sphere.stages.Done },
    });
    expect(response.statusCode).toBe(200);

    const published = await events();
    const updated = taskEvents(published);
    expect(updated.map((task) => task.id).sort()).toEqual([active.id, queued.id].sort());
    for (const task of updated) {
      expect(task).toEqual(await getTask(testApp, team.admin, task.id));
      expect(task).toMatchObject({ state: 'finished', status: 'finished', stage_id: sphere.stages.Done, flow_rank: null });
    }
    const reordered = published.filter((event) => event.type === 'flow.reordered');
    expect(reordered).toEqual([expect.objectContaining({ actor_id: team.admin.id, payload: { user_id: team.member.id, task_ids: [stays.id] } })]);
    expect(await flowIds(testApp, team.member, team.workspaceId, team.member.id)).toEqual([stays.id]);
    // The events come before the sphere's own, in the same change.
    expect(published.at(-1)!.type).toBe('sphere.updated');
  });

  it('a stage remapped from in progress to paused: its stopped timers and its tasks are published paused; no flow changes order', async () => {
    const sphere = await freshSphere();
    const reviewing = await started(team.admin, 'Reviewing');
    await call(testApp, team.admin, 'PATCH', `/api/tasks/${reviewing.id}`, { stage_id: sphere.stages.Review });
    const events = await eventRecorder(testApp, team.workspaceId);

    const response = await call(testApp, team.admin, 'PATCH', `/api/spheres/${sphere.id}`, { stages: stageList(sphere, [], { Review: 'paused' }) });
    expect(response.statusCode).toBe(200);

    const published = await events();
    // Its timer stopped: the entry every screen shows as running ends.
    expect(published.map((event) => event.type)).toEqual(['time_entry.saved', 'task.updated', 'sphere.updated']);
    expect(published[0]!.payload).toEqual({
      entry: expect.objectContaining({ task_id: reviewing.id, user_id: team.admin.id, ended_at: testApp.clock.now().toISOString(), source: 'timer' }),
    });
    expect(taskEvents(published)[0]).toEqual(await getTask(testApp, team.admin, reviewing.id));
    expect(taskEvents(published)[0]).toMatchObject({ id: reviewing.id, state: 'paused', stage_id: sphere.stages.Review, started_at: null });
  });

  it('a rename or a refused edit publishes no task event', async () => {
    const sphere = await freshSphere();
    await createTask(testApp, team.member, team.workspaceId, { title: 'In To do', stage_id: sphere.stages['To do'] });
    const events = await eventRecorder(testApp, team.workspaceId);
    expect((await call(testApp, team.admin, 'PATCH', `/api/spheres/${sphere.id}`, { name: 'Renamed' })).statusCode).toBe(200);
    // Deleting a stage with tasks and no move is refused.
    expect((await call(testApp, team.admin, 'PATCH', `/api/spheres/${sphere.id}`, { stages: stageList(sphere, ['To do']) })).statusCode).toBe(409);
    expect((await events()).map((event) => event.type)).toEqual(['sphere.updated']);
  });

  it('deleting a sphere publishes each moved task in its new sphere, and the flows finished tasks left', async () => {
    const sphere = await freshSphere();
    const target = await insertSphere(testApp, team.workspaceId, { name: 'Archive' });
    const open = await createTask(testApp, team.member, team.workspaceId, { assignee_id: team.member.id, title: 'Open' });
    const unassigned = await createTask(testApp, team.member, team.workspaceId, { title: 'Unassigned' });
    const events = await eventRecorder(testApp, team.workspaceId);

    const response = await call(testApp, team.admin, 'DELETE', `/api/spheres/${sphere.id}?move_to_stage_id=${target.stages.Done}`);
    expect(response.statusCode).toBe(204);

    const published = await events();
    const updated = taskEvents(published);
    expect(updated.map((task) => task.id)).toEqual([open.id, unassigned.id]);
    for (const task of updated) {
      expect(task).toEqual(await getTask(testApp, team.admin, task.id));
      expect(task).toMatchObject({ sphere_id: target.id, stage_id: target.stages.Done, state: 'finished' });
    }
    expect(published.filter((event) => event.type === 'flow.reordered').map((event) => (event.payload as { user_id: number }).user_id)).toEqual([
      team.member.id,
    ]);
    expect(published.map((event) => event.type).slice(-2)).toEqual(['sphere.deleted', 'sphere.updated']);
  });
});
