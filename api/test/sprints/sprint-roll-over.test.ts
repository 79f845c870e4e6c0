import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SprintDetailResponse, SprintResponse, TaskResponse } from '@stepwise/contracts';
import { addDays, instantOfLocal } from '@stepwise/scheduling';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { jobs, sprintTasks } from '../../src/db/schema/index.js';
import { rollOverSprint, SPRINT_ROLL_OVER_JOB, SPRINT_ROLL_OVER_SWEEP_JOB } from '../../src/modules/sprints/index.js';
import { activeUser, login, PASSWORD } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { addMembership, eventsSince, lastSeq } from '../helpers/work-structure.js';
import { caller, forecastWorkspace, type UserWithId } from '../forecast/forecast-setup.js';
import { current, finishTaskAt, getSprint, listSprints, newTask, secondInstance, type Call } from './sprint-setup.js';

const ZONE = 'Europe/Moscow';

describe('sprint roll-over', () => {
  let testApp: TestApp;
  let member: UserWithId;
  let admin: UserWithId;
  let englishAdmin: UserWithId;
  let workspaceId: number;
  let call: Call;
  // On PostgreSQL a second API instance with its own connections; the embedded database has one connection, one process.
  let second: App | undefined;
  let token: string;
  let ended: SprintResponse;
  let next: SprintResponse;
  let open: TaskResponse;
  let finished: TaskResponse;
  let unestimated: TaskResponse;
  let replanned: TaskResponse;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ admin, member, workspaceId } = await forecastWorkspace(testApp));
    englishAdmin = (await activeUser(testApp, { lang: 'en' })) as UserWithId;
    await addMembership(testApp, workspaceId, englishAdmin.user.id, 'admin');
    call = caller(testApp);
    token = member.token;
    second = await secondInstance(testApp);
  });
  afterAll(async () => {
    await second?.close();
    await testApp.close();
  });

  /** Moves the clock to 00:30 in Moscow on the day after `sprint` ends, and signs in again. */
  async function passEndOf(sprint: SprintResponse) {
    const target = instantOfLocal(ZONE, addDays(sprint.ends_on, 1), 30);
    testApp.clock.advance(target - testApp.clock.now().getTime());
    token = (await login(testApp, member.email, PASSWORD)).json<{ access_token: string }>().access_token;
  }
  const instances = () => [testApp.app, ...(second ? [second] : [])];
  /** The closing summaries of sprint `number` delivered so far to `address`. */
  async function summariesTo(address: string, number: number) {
    await testApp.mail.settle();
    return testApp.mail.to(address).filter((mail) => new RegExp(`(sprint|спринт) ${number} `, 'i').test(mail.subject));
  }

  it('does nothing to a sprint that has not ended', async () => {
    const list = await listSprints(call, workspaceId, token);
    ended = current(list);
    next = list.find((sprint) => sprint.number === ended.number + 1)!;
    open = await newTask(call, workspaceId, token, { estimate_minutes: 60 });
    finished = await newTask(call, workspaceId, token, { estimate_minutes: 120, assignee_id: member.user.id });
    unestimated = await newTask(call, workspaceId, token);
    replanned = await newTask(call, workspaceId, token, { estimate_minutes: 45 });
    const planned = [open.id, finished.id, unestimated.id, replanned.id];
    expect((await call('PUT', `/api/sprints/${ended.id}/tasks`, token, { task_ids: planned })).statusCode).toBe(200);
    await finishTaskAt(testApp, finished.id, testApp.clock.now());

    expect(await rollOverSprint({ db: testApp.app.db, live: testApp.app.live, mailer: testApp.app.mailer, now: testApp.clock.now() }, ended.id)).toBeNull();
    expect((await getSprint(call, next.id, token)).task_ids).toEqual([]);
  });

  it('waits for the end of the last day in the workspace zone, not in UTC', async () => {
    // 23:30 in Moscow on the last day: a new day in no zone west of it, and the sprint has not ended.
    const lateLastDay = instantOfLocal(ZONE, ended.ends_on, 23 * 60 + 30);
    testApp.clock.advance(Math.max(0, lateLastDay - testApp.clock.now().getTime()));
    await testApp.app.jobs.enqueueDueSlots();
    await testApp.app.jobs.drain([SPRINT_ROLL_OVER_SWEEP_JOB, SPRINT_ROLL_OVER_JOB]);
    expect(await testApp.app.db.select().from(jobs).where(eq(jobs.name, SPRINT_ROLL_OVER_JOB))).toEqual([]);
    expect(await rollOverSprint({ db: testApp.app.db, live: testApp.app.live, mailer: testApp.app.mailer, now: testApp.clock.now() }, ended.id)).toBeNull();
  });

  it('carries the unfinished tasks over exactly once when two runs race, leaving a task planned again where it is', async () => {
    await passEndOf(ended);
    // Planned into the sprint that is now current before the roll-over ran: it stays there, not carried over.
    expect((await call('PUT', `/api/sprints/${next.id}/tasks`, token, { task_ids: [replanned.id] })).statusCode).toBe(200);
    const seq = await lastSeq(testApp, workspaceId);

    const now = testApp.clock.now();
    const runs = [...instances(), testApp.app].map((app) => rollOverSprint({ db: app.db, live: app.live, mailer: app.mailer, now }, ended.id));
    const results = await Promise.all(runs);
    const done = results.filter((result) => result !== null);
    expect(done).toEqual([{ sprintId: ended.id, targetId: next.id, carriedTaskIds: [open.id, unestimated.id] }]);

    const sprint = await getSprint(call, next.id, token);
    expect([...sprint.task_ids].sort((a, b) => a - b)).toEqual([open.id, unestimated.id, replanned.id].sort((a, b) => a - b));
    expect(sprint.carried_over_task_ids).toEqual([open.id, unestimated.id]);
    expect(sprint).toMatchObject({ status: 'current', committed_minutes: 105, done_minutes: 0 });
    const events = await eventsSince(testApp, workspaceId, seq);
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual(expect.objectContaining({ type: 'sprint.updated', actor_id: null }));
    expect((events[0]!.payload as { sprint: SprintDetailResponse }).sprint.carried_over_task_ids).toEqual([open.id, unestimated.id]);

    // The ended sprint keeps its record: all four tasks, one of them done, and its closing summary.
    const past = await getSprint(call, ended.id, token);
    expect(past).toMatchObject({ status: 'past', committed_minutes: 225, done_minutes: 120 });
    expect(past.summary).toEqual({
      committed_minutes: 225,
      done_minutes: 120,
      committed_count: 4,
      done_count: 1,
      carried_over_count: 3,
      added_count: 4,
      removed_count: 0,
      members: [{ user_id: member.user.id, done_count: 1, done_minutes: 120 }],
    });
    // A sprint that has not ended has no summary yet.
    expect((await getSprint(call, next.id, token)).summary).toBeNull();
  });

  it('emails the closing summary once to each admin, in their language, and to no one else', async () => {
    const [russian] = await summariesTo(admin.email, ended.number);
    const [english] = await summariesTo(englishAdmin.email, ended.number);
    expect(await summariesTo(admin.email, ended.number)).toHaveLength(1);
    expect(await summariesTo(englishAdmin.email, ended.number)).toHaveLength(1);
    expect(testApp.mail.to(member.email).filter((mail) => /sprint|спринт/i.test(mail.subject))).toEqual([]);
    expect(russian!.subject).toMatch(new RegExp(`^Stepwise: спринт ${ended.number} в пространстве .+ завершён$`));
    expect(russian!.text).toContain('Сделано по оценке: 2 из 3,8 ч запланированных.');
    expect(russian!.text).toContain('Сделано задач: 1 из 4.');
    expect(russian!.text).toContain('3 незавершённые задачи перенесены в следующий спринт.');
    expect(russian!.text).toContain(`/w/${workspaceId}/sprints/${ended.id}`);
    expect(english!.subject).toMatch(new RegExp(`^Stepwise: sprint ${ended.number} of .+ has ended$`));
    expect(english!.text).toContain('Done by estimate: 2 of 3.8 h committed.');
    expect(english!.text).toContain('Done tasks: 1 of 4.');
    expect(english!.text).toContain('3 unfinished tasks moved to the next sprint.');
    expect(english!.text).toContain('4 tasks added, 0 removed');

    // Running the roll-over again sends nothing more.
    expect(await rollOverSprint({ db: testApp.app.db, live: testApp.app.live, mailer: testApp.app.mailer, now: testApp.clock.now() }, ended.id)).toBeNull();
    expect(await summariesTo(admin.email, ended.number)).toHaveLength(1);
    expect(await summariesTo(englishAdmin.email, ended.number)).toHaveLength(1);
  });

  it('rolls an ended sprint over by itself through the job, once, whichever instance runs it', async () => {
    await passEndOf(next);
    const seq = await lastSeq(testApp, workspaceId);
    await Promise.all(
      instances().map(async (app) => {
        await app.jobs.enqueueDueSlots();
        await app.jobs.drain([SPRINT_ROLL_OVER_SWEEP_JOB, SPRINT_ROLL_OVER_JOB]);
      }),
    );
    // A second sweep finds nothing left to roll over.
    testApp.clock.advance(10 * 60_000);
    await testApp.app.jobs.enqueueDueSlots();
    await testApp.app.jobs.drain([SPRINT_ROLL_OVER_SWEEP_JOB, SPRINT_ROLL_OVER_JOB]);

    const list = await listSprints(call, workspaceId, token);
    const third = current(list);
    expect(third.number).toBe(next.number + 1);
    const sprint = await getSprint(call, third.id, token);
    expect([...sprint.task_ids].sort((a, b) => a - b)).toEqual([open.id, unestimated.id, replanned.id].sort((a, b) => a - b));
    expect([...sprint.carried_over_task_ids].sort((a, b) => a - b)).toEqual([open.id, unestimated.id, replanned.id].sort((a, b) => a - b));
    expect(await testApp.app.db.select().from(sprintTasks).where(eq(sprintTasks.sprintId, third.id))).toHaveLength(3);
    const rollOvers = await testApp.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, SPRINT_ROLL_OVER_JOB), eq(jobs.uniqueKey, String(next.id))));
    expect(rollOvers.map((job) => job.status)).toEqual(['done']);
    expect((await eventsSince(testApp, workspaceId, seq)).map((event) => event.type)).toEqual(['sprint.updated']);
    expect(await summariesTo(admin.email, next.number)).toHaveLength(1);
    expect(await summariesTo(englishAdmin.email, next.number)).toHaveLength(1);
  });
});
