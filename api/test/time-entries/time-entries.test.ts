import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TimeEntryResponse } from '@stepwise/contracts';
import { MINUTE } from '../helpers/clock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { activeUser } from '../helpers/auth.js';
import { call, createTask, createTeam, eventRecorder, joinWorkspace, type Person, type TeamFixture } from '../tasks/work-fixtures.js';
import { addEntry, hoursAgo, listEntries, postEntry } from './time-entry-setup.js';

let testApp: TestApp;
let team: TeamFixture;
let taskId: number;

beforeAll(async () => {
  testApp = await startTestApp();
  team = await createTeam(testApp);
  taskId = (await createTask(testApp, team.admin, team.workspaceId, { title: 'Write the report' })).id;
});
afterAll(() => testApp.close());

const span = (fromHoursAgo: number, toHoursAgo: number, body: object = {}) => ({
  task_id: taskId,
  started_at: hoursAgo(testApp, fromHoursAgo),
  ended_at: hoursAgo(testApp, toHoursAgo),
  ...body,
});
const patch = (person: Person, id: number, body: object) => call(testApp, person, 'PATCH', `/api/time-entries/${id}`, body);
const remove = (person: Person, id: number) => call(testApp, person, 'DELETE', `/api/time-entries/${id}`);
const transition = (person: Person, id: number, name: 'start' | 'pause' | 'finish') => call(testApp, person, 'POST', `/api/tasks/${id}/${name}`);

describe('adding an entry', () => {
  it('takes ended_at or minutes, answers the entry and publishes time_entry.saved', async () => {
    const worker = await joinWorkspace(testApp, team.workspaceId);
    const events = await eventRecorder(testApp, team.workspaceId);
    const byEnd = await addEntry(testApp, worker, team.workspaceId, span(5, 3.5, { note: '  drafted the outline  ' }));
    expect(byEnd).toEqual({
      id: expect.any(Number),
      workspace_id: team.workspaceId,
      task_id: taskId,
      user_id: worker.id,
      started_at: hoursAgo(testApp, 5),
      ended_at: hoursAgo(testApp, 3.5),
      minutes: 90,
      note: 'drafted the outline',
      source: 'manual',
    });
    const byMinutes = await addEntry(testApp, worker, team.workspaceId, { task_id: taskId, started_at: hoursAgo(testApp, 3), minutes: 45, note: ' ' });
    expect(byMinutes).toMatchObject({ ended_at: hoursAgo(testApp, 2.25), minutes: 45, note: null });
    const published = await events();
    expect(published.filter((event) => event.type === 'time_entry.saved').map((event) => event.payload)).toEqual([{ entry: byEnd }, { entry: byMinutes }]);
    expect(await listEntries(testApp, worker, team.workspaceId, `?user_id=${worker.id}`)).toEqual([byMinutes, byEnd]);
  });

  it.each([
    ['neither ended_at nor minutes', { ended_at: undefined }, { ended_at: 'required' }],
    ['both ended_at and minutes', { minutes: 30 }, { minutes: 'invalid' }],
    ['an end before the start', { ended_at: 'start-1h' }, { ended_at: 'invalid' }],
    ['an end equal to the start', { ended_at: 'start' }, { ended_at: 'invalid' }],
    ['an end in the future', { ended_at: 'future' }, { ended_at: 'invalid' }],
    ['a start in the future', { started_at: 'future', ended_at: 'future' }, { started_at: 'invalid' }],
    ['more than a day', { started_at: 'start-26h', ended_at: 'start' }, { ended_at: 'too_long' }],
    ['more than a day of minutes', { ended_at: undefined, minutes: 24 * 60 + 1 }, { minutes: 'invalid' }],
    ['no minutes', { ended_at: undefined, minutes: 0 }, { minutes: 'invalid' }],
    ['a note over 500 characters', { note: 'x'.repeat(501) }, { note: 'max_length' }],
    ['a task of no workspace', { task_id: 2_000_000_000 }, { task_id: 'invalid' }],
    ['a task id out of range', { task_id: 99_999_999_999 }, { task_id: 'invalid' }],
    ['no task', { task_id: undefined }, { task_id: 'required' }],
    ['a start that is no instant', { started_at: 'yesterday' }, { started_at: 'invalid' }],
    ['an unknown field', { billable: true }, {}],
  ])('refuses %s with 400 and writes nothing', async (_case, changes: Record<string, unknown>, fields) => {
    const worker = await joinWorkspace(testApp, team.workspaceId);
    const start = testApp.clock.now().getTime() - 3 * 60 * MINUTE;
    const instants: Record<string, string> = {
      start: new Date(start).toISOString(),
      'start-1h': new Date(start - 60 * MINUTE).toISOString(),
      'start-26h': new Date(start - 26 * 60 * MINUTE).toISOString(),
      future: new Date(testApp.clock.now().getTime() + MINUTE).toISOString(),
    };
    const body: Record<string, unknown> = { task_id: taskId, started_at: instants.start, ended_at: new Date(start + 30 * MINUTE).toISOString() };
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) delete body[key];
      else body[key] = typeof value === 'string' && value in instants ? instants[value] : value;
    }
    const response = await postEntry(testApp, worker, team.workspaceId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields });
    expect(await listEntries(testApp, worker, team.workspaceId, `?user_id=${worker.id}`)).toEqual([]);
  });

  it('refuses a task of another workspace', async () => {
    const otherTeam = await createTeam(testApp);
    const foreign = await createTask(testApp, otherTeam.admin, otherTeam.workspaceId);
    const response = await postEntry(testApp, team.member, team.workspaceId, span(2, 1, { task_id: foreign.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { task_id: 'invalid' } });
  });
});

describe('entries of one member never overlap', () => {
  async function withBase(): Promise<{ worker: Person; base: TimeEntryResponse }> {
    const worker = await joinWorkspace(testApp, team.workspaceId);
    return { worker, base: await addEntry(testApp, worker, team.workspaceId, span(5, 3)) };
  }

  it('lets entries touch at either end', async () => {
    const { worker } = await withBase();
    expect((await postEntry(testApp, worker, team.workspaceId, span(6, 5))).statusCode).toBe(201);
    expect((await postEntry(testApp, worker, team.workspaceId, span(3, 2))).statusCode).toBe(201);
  });

  it.each([
    ['inside it', 4.5, 4],
    ['covering it', 6, 2],
    ['over its start', 6, 4],
    ['over its end', 4, 2],
    ['with the same span', 5, 3],
  ])('refuses an entry %s with 409 time_entry_overlap naming the entry', async (_case, from, to) => {
    const { worker, base } = await withBase();
    const response = await postEntry(testApp, worker, team.workspaceId, span(from, to));
    expect(response.statusCode).toBe(409);
    const body = response.json<{ code: string; message: string; entry: TimeEntryResponse }>();
    expect(body).toMatchObject({ code: 'time_entry_overlap', entry: base });
    expect(body.message).toBe(`Overlaps the entry of “Write the report” from ${base.started_at} to ${base.ended_at}`);
    expect(await listEntries(testApp, worker, team.workspaceId, `?user_id=${worker.id}`)).toEqual([base]);
  });

  it("does not compare one member's entries with another's", async () => {
    await withBase();
    const { worker } = await withBase();
    expect((await postEntry(testApp, worker, team.workspaceId, span(6, 1))).statusCode).toBe(409);
    expect((await postEntry(testApp, await joinWorkspace(testApp, team.workspaceId), team.workspaceId, span(5, 3))).statusCode).toBe(201);
  });

  it('counts the running timer from its start on', async () => {
    const worker = await joinWorkspace(testApp, team.workspaceId);
    const task = await createTask(testApp, worker, team.workspaceId, { assignee_id: worker.id, title: 'Fix the login' });
    expect((await transition(worker, task.id, 'start')).statusCode).toBe(200);
    const [timer] = await listEntries(testApp, worker, team.workspaceId, `?user_id=${worker.id}`);
    // Ending where the timer starts touches it.
    expect((await postEntry(testApp, worker, team.workspaceId, span(1, 0))).statusCode).toBe(201);
    testApp.clock.advance(30 * MINUTE);
    const response = await postEntry(testApp, worker, team.workspaceId, span(1 / 3, 1 / 6));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'time_entry_overlap', entry: { ...timer, ended_at: null, minutes: 30, source: 'timer' } });
    expect(response.json<{ message: string }>().message).toBe(`Overlaps the entry of “Fix the login” from ${timer!.started_at} (running)`);
  });

  it('refuses an edit into another entry, and lets an entry move over its own old span', async () => {
    const { worker, base } = await withBase();
    const later = await addEntry(testApp, worker, team.workspaceId, span(2, 1));
    const into = await patch(worker, later.id, { started_at: hoursAgo(testApp, 3.5) });
    expect(into.statusCode).toBe(409);
    expect(into.json()).toMatchObject({ code: 'time_entry_overlap', entry: base });
    const moved = await patch(worker, base.id, { started_at: hoursAgo(testApp, 4), ended_at: hoursAgo(testApp, 2) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ data: TimeEntryResponse }>().data).toMatchObject({ id: base.id, minutes: 120 });
  });

  it('lets exactly one of concurrent entries for the same time in', async () => {
    const worker = await joinWorkspace(testApp, team.workspaceId);
    const responses = await Promise.all(Array.from({ length: 6 }, (_, index) => postEntry(testApp, worker, team.workspaceId, span(3 + index / 10, 2))));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await listEntries(testApp, worker, team.workspaceId, `?user_id=${worker.id}`)).toHaveLength(1);
  });
});

describe('timer entries', () => {
  it('start and pause publish the running and the ended entry; a running one changes only its start and note', async () => {
    const worker = await joinWorkspace(testApp, team.workspaceId);
    const task = await createTask(testApp, worker, team.workspaceId, { assignee_id: worker.id });
    const events = await eventRecorder(testApp, team.workspaceId);
    await transition(worker, task.id, 'start');
    const [running] = await listEntries(testApp, worker, team.workspaceId, `?task_id=${task.id}`);
    expect(running).toMatchObject({ task_id: task.id, user_id: worker.id, ended_at: null, source: 'timer', minutes: 0 });
    testApp.clock.advance(20 * MINUTE);
    expect((await listEntries(testApp, worker, team.workspaceId, `?task_id=${task.id}`))[0]!.minutes).toBe(20);

    for (const body of [{ ended_at: hoursAgo(testApp, 0) }, { minutes: 10 }, { task_id: taskId }]) {
      const refused = await patch(worker, running!.id, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'conflict', message: expect.stringContaining('pause the task first') });
    }
    expect((await remove(worker, running!.id)).statusCode).toBe(409);
    const earlier = await patch(worker, running!.id, { started_at: hoursAgo(testApp, 1), note: 'began before lunch' });
    expect(earlier.json<{ data: TimeEntryResponse }>().data).toMatchObject({ ended_at: null, minutes: 60, note: 'began before lunch' });
    expect((await patch(worker, running!.id, { started_at: hoursAgo(testApp, -0.1) })).json()).toMatchObject({ fields: { started_at: 'invalid' } });

    await transition(worker, task.id, 'pause');
    const saved = (await events()).filter((event) => event.type === 'time_entry.saved').map((event) => (event.payload as { entry: TimeEntryResponse }).entry);
    expect(saved).toEqual([
      { ...running, minutes: 0 },
      expect.objectContaining({ id: running!.id, ended_at: null, note: 'began before lunch' }),
      expect.objectContaining({ id: running!.id, ended_at: testApp.clock.now().toISOString(), minutes: 60, source: 'timer' }),
    ]);

    const closed = await patch(worker, running!.id, { ended_at: hoursAgo(testApp, 0.5) });
    expect(closed.json<{ data: TimeEntryResponse }>().data).toMatchObject({ minutes: 30, source: 'timer' });
    const deleteEvents = await eventRecorder(testApp, team.workspaceId);
    expect((await remove(worker, running!.id)).statusCode).toBe(204);
    expect((await deleteEvents()).map((event) => [event.type, event.payload])).toEqual([
      ['time_entry.deleted', { id: running!.id, user_id: worker.id, task_id: task.id }],
    ]);
    expect(await listEntries(testApp, worker, team.workspaceId, `?task_id=${task.id}`)).toEqual([]);
  });

  it('moving an entry to another task says which task it left', async () => {
    const worker = await joinWorkspace(testApp, team.workspaceId);
    const other = await createTask(testApp, worker, team.workspaceId);
    const entry = await addEntry(testApp, worker, team.workspaceId, span(2, 1));
    const events = await eventRecorder(testApp, team.workspaceId);
    const moved = await patch(worker, entry.id, { task_id: other.id });
    expect(moved.json<{ data: TimeEntryResponse }>().data).toEqual({ ...entry, task_id: other.id });
    expect((await events()).map((event) => event.payload)).toEqual([{ entry: { ...entry, task_id: other.id }, previous_task_id: taskId }]);
  });
});

describe('the list', () => {
  it('filters by member, task and time, latest start first', async () => {
    const worker = await joinWorkspace(testApp, team.workspaceId);
    const other = await createTask(testApp, worker, team.workspaceId);
    const first = await addEntry(testApp, worker, team.workspaceId, span(10, 9));
    const second = await addEntry(testApp, worker, team.workspaceId, span(8, 7, { task_id: other.id }));
    const third = await addEntry(testApp, worker, team.workspaceId, span(6, 5));
    const mine = `?user_id=${worker.id}`;
    expect(await listEntries(testApp, worker, team.workspaceId, mine)).toEqual([third, second, first]);
    expect(await listEntries(testApp, worker, team.workspaceId, `${mine}&task_id=${other.id}`)).toEqual([second]);
    const from = encodeURIComponent(hoursAgo(testApp, 9));
    const to = encodeURIComponent(hoursAgo(testApp, 6));
    // `from` takes entries ending after it (the first ends exactly then), `to` those starting before it.
    expect(await listEntries(testApp, worker, team.workspaceId, `${mine}&from=${from}&to=${to}`)).toEqual([second]);
    const bad = await call(testApp, worker, 'GET', `/api/workspaces/${team.workspaceId}/time-entries?from=soon&user_id=99999999999`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', fields: { from: 'invalid' } });
  });
});

describe('permissions', () => {
  it('answers 401 without a token and 404 to a stranger on every route', async () => {
    const stranger = await activeUser(testApp);
    const outsider = { id: stranger.user.id, token: stranger.token };
    const entry = await addEntry(testApp, team.member, team.workspaceId, span(30, 29));
    const routes: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?]> = [
      ['GET', `/api/workspaces/${team.workspaceId}/time-entries`],
      ['POST', `/api/workspaces/${team.workspaceId}/time-entries`, span(28, 27)],
      ['PATCH', `/api/time-entries/${entry.id}`, { note: 'x' }],
      ['DELETE', `/api/time-entries/${entry.id}`],
      ['GET', `/api/workspaces/${team.workspaceId}/timesheet`],
      ['GET', `/api/workspaces/${team.workspaceId}/timesheet.csv`],
    ];
    for (const [method, url, body] of routes) {
      expect([method, url, (await call(testApp, undefined, method, url, body)).statusCode]).toEqual([method, url, 401]);
      const response = await call(testApp, outsider, method, url, body);
      expect([method, url, response.statusCode, response.json<{ code: string }>().code]).toEqual([method, url, 404, 'not_found']);
    }
    expect((await call(testApp, team.member, 'PATCH', '/api/time-entries/abc', { note: 'x' })).statusCode).toBe(404);
    expect((await call(testApp, team.member, 'DELETE', '/api/time-entries/2000000000')).statusCode).toBe(404);
    expect(
      await listEntries(
        testApp,
        team.member,
        team.workspaceId,
        `?user_id=${team.member.id}&from=${encodeURIComponent(hoursAgo(testApp, 31))}&to=${encodeURIComponent(hoursAgo(testApp, 26))}`,
      ),
    ).toEqual([entry]);
  });

  it("lets a member read everyone's entries but change only their own; an admin changes anyone's", async () => {
    const owner = await joinWorkspace(testApp, team.workspaceId);
    const colleague = await joinWorkspace(testApp, team.workspaceId);
    const entry = await addEntry(testApp, owner, team.workspaceId, span(40, 39));
    expect(await listEntries(testApp, colleague, team.workspaceId, `?user_id=${owner.id}`)).toEqual([entry]);

    for (const response of [
      await patch(colleague, entry.id, { note: 'mine now' }),
      await remove(colleague, entry.id),
      await postEntry(testApp, colleague, team.workspaceId, span(38, 37, { user_id: owner.id })),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }

    const forOwner = await postEntry(testApp, team.admin, team.workspaceId, span(38, 37, { user_id: owner.id }));
    expect(forOwner.statusCode).toBe(201);
    expect(forOwner.json<{ data: TimeEntryResponse }>().data.user_id).toBe(owner.id);
    // The owner's entries, not the admin's, are what the new one may not overlap.
    expect((await postEntry(testApp, team.admin, team.workspaceId, span(40, 39, { user_id: owner.id }))).statusCode).toBe(409);
    expect((await patch(team.admin, entry.id, { note: 'checked' })).json()).toMatchObject({ data: { note: 'checked', user_id: owner.id } });
    expect((await remove(team.admin, entry.id)).statusCode).toBe(204);

    const notMember = await activeUser(testApp);
    const refused = await postEntry(testApp, team.admin, team.workspaceId, span(36, 35, { user_id: notMember.user.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { user_id: 'invalid' } });
  });
});
