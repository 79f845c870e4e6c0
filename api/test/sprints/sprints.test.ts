import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ForecastResponse, SprintDetailResponse, SprintProposalResponse, SprintResponse } from '@stepwise/contracts';
import { addDays, epochDay, instantOfLocal, localDayOf, WEEKDAYS, weekdayOf } from '@stepwise/scheduling';
import { and, eq, inArray } from 'drizzle-orm';
import { sprints, sprintTasks, tasks } from '../../src/db/schema/index.js';
import { DAY } from '../helpers/clock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';
import { addMembership, eventsSince, lastSeq } from '../helpers/work-structure.js';
import { caller, forecastWorkspace, type UserWithId } from '../forecast/forecast-setup.js';
import { current, finishTaskAt, getSprint, listSprints, newTask, secondInstance, setCreatedAt, type Call } from './sprint-setup.js';

const ZONE = 'Europe/Moscow';
const length = (sprint: SprintResponse) => epochDay(sprint.ends_on) - epochDay(sprint.starts_on) + 1;

describe('sprints', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let member: UserWithId;
  let stranger: UserWithId;
  let workspaceId: number;
  let call: Call;
  const url = (path: string) => `/api/workspaces/${workspaceId}${path}`;
  const today = () => localDayOf(ZONE, testApp.clock.now().getTime());

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ admin, member, stranger, workspaceId } = await forecastWorkspace(testApp));
    call = caller(testApp);
  });
  afterAll(() => testApp.close());

  it('answers 401 without a token and 404 to a non-member on every route', async () => {
    const sprint = current(await listSprints(call, workspaceId, member.token));
    const paths: Array<['GET' | 'PUT', string, object?]> = [
      ['GET', url('/sprint-settings')],
      ['PUT', url('/sprint-settings'), { length_weeks: 2, start_weekday: 'mon' }],
      ['GET', url('/sprints')],
      ['GET', `/api/sprints/${sprint.id}`],
      ['PUT', `/api/sprints/${sprint.id}/tasks`, { task_ids: [] }],
      ['GET', `/api/sprints/${sprint.id}/proposal`],
    ];
    for (const [method, path, body] of paths) {
      expect([method, path, (await call(method, path, undefined, body)).statusCode]).toEqual([method, path, 401]);
      const response = await call(method, path, stranger.token, body);
      expect([method, path, response.statusCode, response.json().code]).toEqual([method, path, 404, 'not_found']);
    }
    for (const path of ['/api/sprints/999999', '/api/sprints/abc', '/api/sprints/999999/proposal']) {
      expect((await call('GET', path, member.token)).statusCode).toBe(404);
    }
    expect((await call('PUT', '/api/sprints/999999/tasks', member.token, { task_ids: [] })).statusCode).toBe(404);
  });

  it('starts with 2-week sprints from Monday; only admins change that (403), and invalid settings are refused per field', async () => {
    expect((await call('GET', url('/sprint-settings'), member.token)).json()).toEqual({ data: { length_weeks: 2, start_weekday: 'mon' } });
    const refused = await call('PUT', url('/sprint-settings'), member.token, { length_weeks: 3, start_weekday: 'mon' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
    const cases: Array<[object, Record<string, string>]> = [
      [{ length_weeks: 5, start_weekday: 'mon' }, { length_weeks: 'invalid' }],
      [{ length_weeks: 0, start_weekday: 'mon' }, { length_weeks: 'invalid' }],
      [{ length_weeks: 1.5, start_weekday: 'mon' }, { length_weeks: 'invalid' }],
      [{ length_weeks: 2, start_weekday: 'monday' }, { start_weekday: 'invalid' }],
      [{}, { length_weeks: 'required', start_weekday: 'required' }],
    ];
    for (const [body, fields] of cases) {
      const response = await call('PUT', url('/sprint-settings'), admin.token, body);
      expect([body, response.statusCode, response.json()]).toEqual([body, 400, expect.objectContaining({ code: 'validation_failed', fields })]);
    }
    expect((await call('GET', url('/sprint-settings'), admin.token)).json()).toEqual({ data: { length_weeks: 2, start_weekday: 'mon' } });
  });

  it('numbers sprints from the one containing the creation day in the workspace zone, and refuses a bad `at`', async () => {
    // Monday 01:30 in Moscow is still Sunday in UTC: sprint 1 starts that Monday, not the one before.
    const created = new Date(testApp.clock.now().getTime() - 40 * DAY);
    const createdOn = localDayOf(ZONE, created.getTime());
    const monday = addDays(createdOn, -weekdayOf(createdOn));
    const other = (await createWorkspace(testApp, admin.token)).id;
    await setCreatedAt(testApp, other, new Date(`${addDays(monday, -1)}T22:30:00.000Z`));
    const list = await listSprints(call, other, admin.token);
    expect(list[0]).toEqual(expect.objectContaining({ number: 1, starts_on: monday, ends_on: addDays(monday, 13) }));
    expect(list.map((sprint) => sprint.number)).toEqual(list.map((_, index) => index + 1));
    const now = list.filter((sprint) => sprint.status === 'current');
    expect(now).toHaveLength(1);
    expect(now[0]!.starts_on <= today() && today() <= now[0]!.ends_on).toBe(true);
    expect(list.at(-1)).toEqual(expect.objectContaining({ status: 'future', starts_on: addDays(now[0]!.ends_on, 1) }));
    // The last second of its last day in Moscow is still in it; the next second is not.
    const lastSecond = new Date(instantOfLocal(ZONE, addDays(now[0]!.ends_on, 1), 0) - 1000);
    expect(current(await listSprints(call, other, admin.token, lastSecond)).id).toBe(now[0]!.id);
    const after = await listSprints(call, other, admin.token, new Date(lastSecond.getTime() + 1000));
    expect([after.find((sprint) => sprint.id === now[0]!.id)!.status, current(after).number]).toEqual(['past', now[0]!.number + 1]);
    for (const at of ['yesterday', new Date(testApp.clock.now().getTime() + 400 * DAY).toISOString()]) {
      const response = await call('GET', `/api/workspaces/${other}/sprints?at=${encodeURIComponent(at)}`, admin.token);
      expect([response.statusCode, response.json().fields]).toEqual([400, { at: 'invalid' }]);
    }
  });

  it('keeps the current sprint and re-dates the later ones on a settings change, for every length and start weekday, across a year end', async () => {
    const now = testApp.clock.now();
    const todayOn = today();
    const ahead = new Date(now.getTime() + 360 * DAY);
    for (const lengthWeeks of [1, 2, 3, 4]) {
      for (const startWeekday of WEEKDAYS) {
        const id = (await createWorkspace(testApp, admin.token)).id;
        await setCreatedAt(testApp, id, new Date(now.getTime() - 20 * DAY));
        const before = current(await listSprints(call, id, admin.token));
        const seq = await lastSeq(testApp, id);
        const saved = await call('PUT', `/api/workspaces/${id}/sprint-settings`, admin.token, { length_weeks: lengthWeeks, start_weekday: startWeekday });
        expect(saved.json()).toEqual({ data: { length_weeks: lengthWeeks, start_weekday: startWeekday } });
        expect(await eventsSince(testApp, id, seq)).toEqual([
          expect.objectContaining({
            type: 'sprint_settings.updated',
            payload: { settings: { length_weeks: lengthWeeks, start_weekday: startWeekday } },
            actor_id: admin.user.id,
          }),
        ]);

        const list = await listSprints(call, id, admin.token, ahead);
        const label = `${lengthWeeks} ${startWeekday}`;
        expect([label, list.find((sprint) => sprint.id === before.id)]).toEqual([label, { ...before, status: 'past' }]);
        for (const [index, sprint] of list.entries()) {
          expect([label, sprint.number]).toEqual([label, index + 1]);
          if (index > 0) expect([label, sprint.starts_on]).toEqual([label, addDays(list[index - 1]!.ends_on, 1)]);
          if (sprint.starts_on <= todayOn) {
            expect([label, weekdayOf(sprint.starts_on), length(sprint)]).toEqual([label, 0, 14]);
          } else if (list[index - 1]!.starts_on <= todayOn) {
            // The first sprint under the new settings runs to the day before the new start weekday.
            expect([label, weekdayOf(addDays(sprint.ends_on, 1))]).toEqual([label, WEEKDAYS.indexOf(startWeekday)]);
            expect(length(sprint) - lengthWeeks * 7).toBeGreaterThanOrEqual(0);
            expect(length(sprint) - lengthWeeks * 7).toBeLessThan(7);
          } else {
            expect([label, weekdayOf(sprint.starts_on), length(sprint)]).toEqual([label, WEEKDAYS.indexOf(startWeekday), lengthWeeks * 7]);
          }
        }
        const aheadOn = localDayOf(ZONE, ahead.getTime());
        expect(list.filter((sprint) => sprint.status === 'current').map((sprint) => sprint.starts_on <= aheadOn && aheadOn <= sprint.ends_on)).toEqual([true]);
        expect(list.filter((sprint) => sprint.status === 'future')).toEqual([list.at(-1)]);
        // A year of sprints always holds a 1 January.
        expect(list.some((sprint) => sprint.starts_on.slice(0, 4) !== sprint.ends_on.slice(0, 4) || sprint.starts_on.endsWith('-01-01'))).toBe(true);
      }
    }
  });

  it('creates each sprint once when requests race, on one instance and on two', async () => {
    const id = (await createWorkspace(testApp, admin.token)).id;
    await setCreatedAt(testApp, id, new Date(testApp.clock.now().getTime() - 300 * DAY));
    const second = await secondInstance(testApp);
    try {
      const instances = second ? [testApp.app, second] : [testApp.app];
      const ahead = new Date(testApp.clock.now().getTime() + 30 * DAY).toISOString();
      const requests = Array.from({ length: 8 }, (_, index) =>
        instances[index % instances.length]!.inject({
          method: 'GET',
          url: `/api/workspaces/${id}/sprints${index % 2 ? `?at=${encodeURIComponent(ahead)}` : ''}`,
          headers: { authorization: `Bearer ${admin.token}` },
        }),
      );
      const responses = await Promise.all(requests);
      expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
      const rows = await testApp.app.db.select().from(sprints).where(eq(sprints.workspaceId, id));
      expect(rows.map((row) => row.number).sort((a, b) => a - b)).toEqual(rows.map((_, index) => index + 1));
      const list = await listSprints(call, id, admin.token, new Date(ahead));
      expect(list.map((sprint) => sprint.id).sort((a, b) => a - b)).toEqual(rows.map((row) => row.id).sort((a, b) => a - b));
      // Asked again, nothing more is written.
      await listSprints(call, id, admin.token);
      expect(await testApp.app.db.select().from(sprints).where(eq(sprints.workspaceId, id))).toHaveLength(rows.length);
    } finally {
      await second?.close();
    }
  });

  describe('planning', () => {
    let sprintNow: SprintResponse;
    let next: SprintResponse;
    let taskIds: number[];

    beforeAll(async () => {
      const list = await listSprints(call, workspaceId, member.token);
      sprintNow = current(list);
      next = list.find((sprint) => sprint.number === sprintNow.number + 1)!;
      taskIds = [];
      for (const estimate of [60, 120, 180]) taskIds.push((await newTask(call, workspaceId, member.token, { estimate_minutes: estimate })).id);
    });

    it('lets a member plan the current sprint, records the scope change and publishes sprint.updated', async () => {
      const seq = await lastSeq(testApp, workspaceId);
      const response = await call('PUT', `/api/sprints/${sprintNow.id}/tasks`, member.token, { task_ids: [taskIds[0], taskIds[1], taskIds[0]] });
      expect(response.statusCode).toBe(200);
      const sprint = response.json<{ data: SprintDetailResponse }>().data;
      expect(sprint).toMatchObject({
        id: sprintNow.id,
        status: 'current',
        task_ids: [taskIds[0], taskIds[1]],
        carried_over_task_ids: [],
        committed_minutes: 180,
        done_minutes: 0,
      });
      expect(sprint.scope_changes.map(({ task_id, kind, actor_id }) => [task_id, kind, actor_id])).toEqual([
        [taskIds[0], 'added', member.user.id],
        [taskIds[1], 'added', member.user.id],
      ]);
      const events = await eventsSince(testApp, workspaceId, seq);
      expect(events).toEqual([expect.objectContaining({ type: 'sprint.updated', actor_id: member.user.id, payload: { sprint } })]);
      expect(await getSprint(call, sprintNow.id, admin.token)).toEqual(sprint);
    });

    it('moves a task planned in the next sprint out of the current one; the next, not started, records no scope change', async () => {
      const seq = await lastSeq(testApp, workspaceId);
      const response = await call('PUT', `/api/sprints/${next.id}/tasks`, member.token, { task_ids: [taskIds[1], taskIds[2]] });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: SprintDetailResponse }>().data).toMatchObject({
        status: 'future',
        task_ids: [taskIds[1], taskIds[2]],
        committed_minutes: 300,
        scope_changes: [],
      });
      const nowSprint = await getSprint(call, sprintNow.id, member.token);
      expect(nowSprint.task_ids).toEqual([taskIds[0]]);
      expect(nowSprint.scope_changes.map(({ task_id, kind }) => [task_id, kind])).toEqual([
        [taskIds[0], 'added'],
        [taskIds[1], 'added'],
        [taskIds[1], 'removed'],
      ]);
      const updated = (await eventsSince(testApp, workspaceId, seq)).map((event) => [
        event.type,
        (event.payload as { sprint: SprintDetailResponse }).sprint.id,
      ]);
      expect(updated.sort()).toEqual(
        [
          ['sprint.updated', next.id],
          ['sprint.updated', sprintNow.id],
        ].sort(),
      );
      const rows = await testApp.app.db.select().from(sprintTasks).where(inArray(sprintTasks.taskId, taskIds));
      expect(rows.filter((row) => row.taskId === taskIds[1])).toHaveLength(1);
    });

    it('removes tasks left out of the set, recording it once the sprint has started', async () => {
      const response = await call('PUT', `/api/sprints/${sprintNow.id}/tasks`, member.token, { task_ids: [] });
      expect(response.json<{ data: SprintDetailResponse }>().data).toMatchObject({ task_ids: [], committed_minutes: 0 });
      expect(response.json<{ data: SprintDetailResponse }>().data.scope_changes.at(-1)).toMatchObject({ task_id: taskIds[0], kind: 'removed' });
    });

    it('refuses tasks of another workspace or that do not exist, and a body that is not a list of ids', async () => {
      const elsewhere = (await createWorkspace(testApp, admin.token)).id;
      const foreign = await newTask(call, elsewhere, admin.token);
      const response = await call('PUT', `/api/sprints/${next.id}/tasks`, admin.token, { task_ids: [taskIds[0], foreign.id, 999_999] });
      expect([response.statusCode, response.json().fields]).toEqual([400, { 'task_ids.1': 'invalid', 'task_ids.2': 'invalid' }]);
      for (const body of [{}, { task_ids: ['a'] }, { task_ids: [0] }, { task_ids: [1], extra: true }]) {
        const bad = await call('PUT', `/api/sprints/${next.id}/tasks`, admin.token, body);
        expect([body, bad.statusCode, bad.json().code]).toEqual([body, 400, 'validation_failed']);
      }
      expect((await getSprint(call, next.id, member.token)).task_ids).toEqual([taskIds[1], taskIds[2]]);
    });

    it('refuses to change a past sprint with sprint_past, and proposes nothing for it', async () => {
      const id = (await createWorkspace(testApp, admin.token)).id;
      await addMembership(testApp, id, member.user.id);
      await setCreatedAt(testApp, id, new Date(testApp.clock.now().getTime() - 60 * DAY));
      const past = (await listSprints(call, id, member.token)).find((sprint) => sprint.status === 'past')!;
      const response = await call('PUT', `/api/sprints/${past.id}/tasks`, member.token, { task_ids: [] });
      expect([response.statusCode, response.json().code]).toEqual([409, 'sprint_past']);
      const proposal = await call('GET', `/api/sprints/${past.id}/proposal`, member.token);
      expect([proposal.statusCode, proposal.json().code]).toEqual([409, 'sprint_past']);
    });
  });

  it('draws the burndown over working days only, skipping the Russian New Year holidays', async () => {
    const id = (await createWorkspace(testApp, admin.token)).id;
    // Created on 20 December 2025 in Moscow: sprint 2 runs from Monday 29 December to Sunday 11 January.
    await setCreatedAt(testApp, id, new Date('2025-12-20T09:00:00.000Z'));
    const list = await listSprints(call, id, admin.token, new Date('2026-01-05T09:00:00.000Z'));
    const holidays = list.find((sprint) => sprint.number === 2)!;
    expect(holidays).toEqual(expect.objectContaining({ starts_on: '2025-12-29', ends_on: '2026-01-11', status: 'current' }));
    const [early, holiday, open, late] = [
      await newTask(call, id, admin.token, { estimate_minutes: 240 }),
      await newTask(call, id, admin.token, { estimate_minutes: 120 }),
      await newTask(call, id, admin.token, { estimate_minutes: 180 }),
      await newTask(call, id, admin.token, { estimate_minutes: 30 }),
    ];
    // The plan as it stood back then (the sprint has ended since, so it can no longer be planned).
    await testApp.app.db.insert(sprintTasks).values(
      [early, holiday, open, late].map((task) => ({
        sprintId: holidays.id,
        taskId: task.id,
        workspaceId: id,
        addedAt: new Date('2025-12-29T06:00:00.000Z'),
      })),
    );
    await finishTaskAt(testApp, early.id, new Date('2025-12-30T10:00:00.000Z'));
    await finishTaskAt(testApp, holiday.id, new Date('2026-01-05T10:00:00.000Z'));
    await finishTaskAt(testApp, late.id, new Date('2026-01-12T10:00:00.000Z'));

    const during = await getSprint(call, holidays.id, admin.token, new Date('2026-01-05T12:00:00.000Z'));
    expect(during).toMatchObject({ status: 'current', committed_minutes: 570, done_minutes: 360 });
    expect(during.burndown).toEqual([
      { date: '2025-12-29', remaining_minutes: 570 },
      { date: '2025-12-30', remaining_minutes: 330 },
    ]);
    expect(during.ideal).toEqual([
      { date: '2025-12-29', remaining_minutes: 285 },
      { date: '2025-12-30', remaining_minutes: 0 },
    ]);
    const after = await getSprint(call, holidays.id, admin.token);
    expect(after).toMatchObject({ status: 'past', committed_minutes: 570, done_minutes: 360, burndown: during.burndown, ideal: during.ideal });
    expect(after.task_ids).toEqual([early.id, holiday.id, open.id, late.id]);
    // Finished on the 12th, the day after the sprint's last: not done in it.
    expect(after.done_task_ids).toEqual([early.id, holiday.id]);
  });

  it('proposes the unfinished tasks whose forecast P50 falls in the sprint, as the forecast has them', async () => {
    const list = await listSprints(call, workspaceId, member.token);
    const sprintNow = current(list);
    const next = list.find((sprint) => sprint.number === sprintNow.number + 1)!;
    const flow = [];
    for (const estimate of [240, 1_200, 2_400, 2_400, 4_800])
      flow.push(await newTask(call, workspaceId, admin.token, { assignee_id: admin.user.id, estimate_minutes: estimate }));
    const forecast = (await call('GET', url('/forecast'), member.token)).json<{ data: ForecastResponse }>().data;
    const dated = forecast.members.flatMap((entry) => entry.tasks.map((task) => ({ ...task, user_id: entry.user_id })));
    const within = (sprint: SprintResponse) =>
      dated
        .filter((task) => {
          const day = localDayOf(ZONE, Date.parse(task.finish_p50));
          return sprint.starts_on <= day && day <= sprint.ends_on;
        })
        .map((task) => task.task_id);

    const proposal = (await call('GET', `/api/sprints/${next.id}/proposal`, member.token)).json<{ data: SprintProposalResponse }>().data;
    expect(proposal.sprint_id).toBe(next.id);
    expect(proposal.forecast_version).toBe(forecast.version);
    expect(proposal.tasks.map((task) => task.task_id).sort((a, b) => a - b)).toEqual(within(next).sort((a, b) => a - b));
    expect(proposal.tasks.length).toBeGreaterThan(0);
    for (const task of proposal.tasks) {
      const source = dated.find((entry) => entry.task_id === task.task_id)!;
      expect(task).toEqual({ task_id: source.task_id, assignee_id: source.user_id, finish_p50: source.finish_p50, estimate_minutes: expect.any(Number) });
    }
    expect(proposal.estimate_minutes).toBe(proposal.tasks.reduce((sum, task) => sum + task.estimate_minutes!, 0));

    // A task planned in the current sprint is not proposed for the next.
    const moved = proposal.tasks[0]!.task_id;
    expect((await call('PUT', `/api/sprints/${sprintNow.id}/tasks`, member.token, { task_ids: [moved] })).statusCode).toBe(200);
    const again = (await call('GET', `/api/sprints/${next.id}/proposal`, member.token)).json<{ data: SprintProposalResponse }>().data;
    expect(again.tasks.map((task) => task.task_id)).toEqual(proposal.tasks.map((task) => task.task_id).filter((taskId) => taskId !== moved));
    const finished = await testApp.app.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.state, 'finished')));
    expect(again.tasks.filter((task) => finished.some((row) => row.id === task.task_id))).toEqual([]);
  });
});
