import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ForecastResponse } from '@stepwise/contracts';
import { seededRandom } from '@stepwise/scheduling';
import { eq } from 'drizzle-orm';
import { daysOff, tasks } from '../../src/db/schema/index.js';
import { ForecastEngine } from '../../src/modules/forecast/forecast-engine.js';
import { wholeMinute } from '../../src/modules/forecast/forecast-record.js';
import { DAY, MINUTE } from '../helpers/clock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { addMembership, insertUser } from '../helpers/work-structure.js';
import { caller, forecastWorkspace, officeWeek, type UserWithId } from './forecast-setup.js';

const STEPS = 220;
const ZONES = ['Europe/Moscow', 'Asia/Vladivostok', 'America/New_York', 'UTC'];

/**
 * The forecast the API keeps in memory and brings up to date from the events of each change (reading
 * only what they touched) equals one computed from scratch, after every change of a random sequence.
 */
describe('the cached forecast brought up to date change by change', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let workspaceId: number;
  let call: ReturnType<typeof caller>;
  let members: number[];
  const url = (path: string) => `/api/workspaces/${workspaceId}${path}`;

  beforeAll(async () => {
    testApp = await startTestApp();
    let member: UserWithId;
    ({ admin, member, workspaceId } = await forecastWorkspace(testApp));
    call = caller(testApp);
    members = [admin.user.id, member.user.id];
    for (let extra = 0; extra < 3; extra++) {
      const userId = await insertUser(testApp);
      await addMembership(testApp, workspaceId, userId);
      members.push(userId);
    }
  });
  afterAll(() => testApp.close());

  it('equals a forecast from scratch after every change of a random sequence', async () => {
    const random = seededRandom(20261127);
    const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
    const chance = (share: number) => random() < share;
    const day = () => `2026-${String(11 + Math.floor(random() * 2)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
    const rows = () =>
      testApp.app.db.select({ id: tasks.id, state: tasks.state, assigneeId: tasks.assigneeId }).from(tasks).where(eq(tasks.workspaceId, workspaceId));
    const goalId = (await call('POST', url('/goals'), admin.token, { title: 'Launch' })).json<{ data: { id: number } }>().data.id;
    const projectId = (await call('POST', url('/projects'), admin.token, { name: 'Apollo', key: 'APL' })).json<{ data: { id: number } }>().data.id;
    const done: string[] = [];

    const changes: Array<[string, number, () => Promise<{ statusCode: number } | undefined>]> = [
      [
        'create',
        8,
        async () => {
          const open = (await rows()).filter((task) => task.state !== 'finished');
          const blockers = chance(0.3) ? [pick(open)?.id].filter((id): id is number => id !== undefined) : [];
          return call('POST', url('/tasks'), admin.token, {
            title: 'Task',
            assignee_id: chance(0.15) ? null : pick(members),
            ...(chance(0.85) && { estimate_minutes: 30 + Math.floor(random() * 16) * 30 }),
            ...(chance(0.5) && { complexity: 1 + Math.floor(random() * 5) }),
            ...(chance(0.3) && { due_on: day() }),
            ...(chance(0.3) && { goal_id: goalId }),
            ...(chance(0.3) && { project_id: projectId }),
            blocked_by: blockers,
          });
        },
      ],
      [
        'edit',
        5,
        async () => {
          const all = await rows();
          const task = pick(all.filter((row) => row.state !== 'finished'));
          if (!task) return undefined;
          const edits = [
            { estimate_minutes: 30 + Math.floor(random() * 20) * 30 },
            { due_on: chance(0.2) ? null : day() },
            { complexity: 1 + Math.floor(random() * 5) },
            { goal_id: chance(0.5) ? null : goalId, project_id: chance(0.5) ? null : projectId },
            { assignee_id: chance(0.2) ? null : pick(members) },
            { blocked_by: chance(0.3) ? [] : [pick(all)!.id].filter((id) => id !== task.id) },
          ];
          return call('PATCH', `/api/tasks/${task.id}`, admin.token, pick(edits));
        },
      ],
      [
        'start',
        3,
        async () => {
          const task = pick((await rows()).filter((row) => row.state !== 'finished' && row.state !== 'in_progress' && row.assigneeId !== null));
          return task && call('POST', `/api/tasks/${task.id}/start`, admin.token, { confirm_blocked: true });
        },
      ],
      [
        'pause',
        1,
        async () => {
          const task = pick((await rows()).filter((row) => row.state === 'in_progress'));
          return task && call('POST', `/api/tasks/${task.id}/pause`, admin.token, {});
        },
      ],
      [
        'finish',
        2,
        async () => {
          const task = pick((await rows()).filter((row) => row.state !== 'finished' && row.assigneeId !== null));
          return task && call('POST', `/api/tasks/${task.id}/finish`, admin.token, chance(0.5) ? { spent_minutes: 20 + Math.floor(random() * 600) } : {});
        },
      ],
      [
        'reopen',
        1,
        async () => {
          const task = pick((await rows()).filter((row) => row.state === 'finished'));
          return task && call('POST', `/api/tasks/${task.id}/reopen`, admin.token, {});
        },
      ],
      [
        'delete',
        1,
        async () => {
          const task = pick(await rows());
          return task && call('DELETE', `/api/tasks/${task.id}`, admin.token);
        },
      ],
      [
        'reorder',
        2,
        async () => {
          const userId = pick(members)!;
          const flow = (await call('GET', url(`/flow/${userId}`), admin.token)).json<{ data: Array<{ id: number }> }>().data.map((task) => task.id);
          const order = flow
            .map((id) => [random(), id] as const)
            .sort(([a], [b]) => a - b)
            .map(([, id]) => id);
          return call('PUT', url(`/flow/${userId}`), admin.token, { task_ids: order });
        },
      ],
      [
        'move',
        1,
        async () => {
          const userId = pick(members)!;
          const flow = (await call('GET', url(`/flow/${userId}`), admin.token)).json<{ data: Array<{ id: number }> }>().data.map((task) => task.id);
          const [taskId, after] = [pick(flow), chance(0.3) ? null : pick(flow)];
          return taskId === undefined ? undefined : call('POST', url(`/flow/${userId}/move`), admin.token, { task_id: taskId, after_task_id: after });
        },
      ],
      ['schedule', 1, async () => call('PUT', url(`/members/${pick(members)}/schedule`), admin.token, officeWeek(pick(ZONES)!))],
      ['default schedule', 0.3, async () => call('PUT', url('/schedule'), admin.token, officeWeek(pick(ZONES)!))],
      [
        'day off',
        1,
        async () => {
          const from = day();
          return call('POST', url(`/members/${pick(members)}/days-off`), admin.token, {
            from,
            to: from,
            kind: 'vacation',
            ...(chance(0.3) && { part: ['10:00', '12:00'] }),
          });
        },
      ],
      [
        'day off deleted',
        0.5,
        async () => {
          const dayOff = pick(await testApp.app.db.select().from(daysOff).where(eq(daysOff.workspaceId, workspaceId)));
          return dayOff && call('DELETE', url(`/members/${dayOff.userId}/days-off/${dayOff.id}`), admin.token);
        },
      ],
      ['calendar', 0.3, async () => call('PUT', url('/calendar'), admin.token, { country: chance(0.5) ? 'RU' : null, holidays: [day()], working_days: [] })],
      [
        'member removed',
        0.2,
        async () => {
          // The last member, once: the others stay for the next test.
          const userId = members.length > 4 ? members.pop()! : undefined;
          return userId === undefined ? undefined : call('DELETE', url(`/members/${userId}`), admin.token);
        },
      ],
      // Into the next weeks too, so that focus learns from weeks with in-progress time.
      [
        'time passes',
        2.5,
        async () => {
          testApp.clock.advance(chance(0.4) ? (1 + Math.floor(random() * 4)) * DAY : (5 + Math.floor(random() * 240)) * MINUTE);
          return undefined;
        },
      ],
    ];
    const totalWeight = changes.reduce((sum, [, weight]) => sum + weight, 0);

    for (let step = 0; step < STEPS; step++) {
      let roll = random() * totalWeight;
      const [name, , change] = changes.find(([, weight]) => (roll -= weight) < 0) ?? changes[0]!;
      const response = await change();
      if (response) expect([name, response.statusCode < 500]).toEqual([name, true]);
      done.push(name);
      // Through the API: the cached forecast, brought up to date from the events since.
      const cached = await call('GET', url('/forecast'), admin.token);
      expect(cached.statusCode).toBe(200);
      const fromScratch = await new ForecastEngine(testApp.app.db).forecast(workspaceId, wholeMinute(testApp.clock.now()));
      expect([step, done.slice(-3), cached.json<{ data: ForecastResponse }>().data]).toEqual([step, done.slice(-3), fromScratch]);
    }
    const dated = (await call('GET', url('/forecast'), admin.token)).json<{ data: ForecastResponse }>().data.members.flatMap((member) => member.tasks);
    // The sequence did build flows worth comparing.
    expect(dated.length).toBeGreaterThan(10);
  }, 240_000);

  async function expectUpToDate(): Promise<ForecastResponse> {
    const cached = (await call('GET', url('/forecast'), admin.token)).json<{ data: ForecastResponse }>().data;
    expect(cached).toEqual(await new ForecastEngine(testApp.app.db).forecast(workspaceId, wholeMinute(testApp.clock.now())));
    return cached;
  }

  it('forgets the time worked on a deleted task by whoever worked it, not only its assignee', async () => {
    const [worker, next] = [members[0]!, members[1]!];
    // The work starts on a Wednesday at noon (UTC), so its first week is only partly worked (focus
    // below 1) whatever day the suite runs on; a start on a weekend would leave only whole weeks.
    const now = testApp.clock.now();
    const toWednesday = (3 - now.getUTCDay() + 7) % 7 || 7;
    testApp.clock.advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + toWednesday, 12) - now.getTime());
    const task = (await call('POST', url('/tasks'), admin.token, { title: 'Shared', assignee_id: worker, estimate_minutes: 6000 })).json<{
      data: { id: number };
    }>().data;
    await call('POST', url('/tasks'), admin.token, { title: 'Queue', assignee_id: worker, estimate_minutes: 600 });
    expect((await call('POST', `/api/tasks/${task.id}/start`, admin.token, {})).statusCode).toBe(200);
    testApp.clock.advance(9 * DAY);
    expect((await call('PATCH', `/api/tasks/${task.id}`, admin.token, { assignee_id: next })).statusCode).toBe(200);
    const before = await expectUpToDate();
    expect(before.members.find((member) => member.user_id === worker)!.focus).toBeLessThan(1);
    expect((await call('DELETE', `/api/tasks/${task.id}`, admin.token)).statusCode).toBe(204);
    const after = await expectUpToDate();
    // Theirs, and through the team's focus everyone else's.
    const focusOf = (forecast: ForecastResponse) => new Map(forecast.members.map((member) => [member.user_id, member.focus]));
    for (const userId of [worker, members[2]!]) expect(focusOf(after).get(userId)).not.toBe(focusOf(before).get(userId));
  });
});
