import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TimeReport } from '@stepwise/contracts';
import { addDays, instantOfLocal, localDayOf } from '@stepwise/scheduling';
import { taskIntervals, tasks } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { listSpheres } from '../helpers/work-structure.js';
import { caller, forecastWorkspace, officeWeek } from '../forecast/forecast-setup.js';

const ZONE = 'Europe/Moscow';
const MINUTE_MS = 60_000;

/**
 * A workspace in Moscow (+3, no clock changes): time is counted on the local days it was tracked
 * on, as the timesheet counts it — an interval across midnight on both days, one begun before the
 * period from the period's start, a running one up to now.
 */
describe('the time report across midnight', () => {
  let testApp: TestApp;
  let report: (query: string) => Promise<TimeReport>;

  beforeAll(async () => {
    testApp = await startTestApp();
    const { admin, workspaceId } = await forecastWorkspace(testApp);
    const call = caller(testApp);
    expect((await call('PUT', `/api/workspaces/${workspaceId}/schedule`, admin.token, officeWeek(ZONE))).statusCode).toBe(200);
    const [sphere] = await listSpheres(testApp, admin.token, workspaceId);
    const db = testApp.app.db;
    const [task] = await db
      .insert(tasks)
      .values({ workspaceId, title: 'Release night', sphereId: sphere!.id, stageId: sphere!.stages[0]!.id, state: 'open', assigneeId: admin.user.id, stageRank: 'a0' })
      .returning();
    const interval = (from: string, to: string | null) => ({ taskId: task!.id, workspaceId, userId: admin.user.id, startedAt: new Date(from), endedAt: to === null ? null : new Date(to) });
    await db.insert(taskIntervals).values([
      // 23:00–01:30 local, 2–3 March.
      interval('2026-03-02T20:00:00Z', '2026-03-02T22:30:00Z'),
      // 23:30 to midnight on 3 March.
      interval('2026-03-03T20:30:00Z', '2026-03-03T21:00:00Z'),
      // Two whole days, noon 5 March to noon 7 March (as a history import records a task's work).
      interval('2026-03-05T09:00:00Z', '2026-03-07T09:00:00Z'),
    ]);
    report = async (query) => {
      const response = await call('GET', `/api/workspaces/${workspaceId}/reports/time?${query}`, admin.token);
      expect(response.statusCode).toBe(200);
      return response.json<{ data: TimeReport }>().data;
    };
  });
  afterAll(() => testApp.close());

  const perDay = (answer: TimeReport) => answer.groups.map((group) => group.per_day);

  it('counts an interval across midnight on both days', async () => {
    const answer = await report('from=2026-03-02&to=2026-03-04');
    expect(perDay(answer)).toEqual([[60, 120, 0]]);
    expect(answer.total_minutes).toBe(180);
    expect(answer.groups[0]!.minutes).toBe(180);
  });

  it('counts an interval begun before the period from the period’s first midnight', async () => {
    expect(perDay(await report('from=2026-03-03&to=2026-03-04'))).toEqual([[120, 0]]);
    expect(perDay(await report('from=2026-03-06&to=2026-03-06'))).toEqual([[1440]]);
  });

  it('spreads a long interval over every day it covers, and the month adds up', async () => {
    expect(perDay(await report('from=2026-03-05&to=2026-03-07'))).toEqual([[720, 1440, 720]]);
    const month = await report('from=2026-03-01&to=2026-03-31');
    expect(month.total_minutes).toBe(180 + 2880);
    expect(month.groups[0]!.per_day.reduce((sum, minutes) => sum + minutes, 0)).toBe(month.total_minutes);
  });

  it('counts a running timer on each day up to now', async () => {
    const now = testApp.clock.now().getTime();
    const today = localDayOf(ZONE, now);
    const first = addDays(today, -2);
    const started = instantOfLocal(ZONE, first, 10 * 60);
    const [task] = await testApp.app.db.select().from(tasks).limit(1);
    await testApp.app.db.insert(taskIntervals).values({ taskId: task!.id, workspaceId: task!.workspaceId, userId: task!.assigneeId!, startedAt: new Date(started), endedAt: null });

    const answer = await report(`from=${first}&to=${today}`);
    const sinceMidnight = Math.floor((now - instantOfLocal(ZONE, today, 0)) / MINUTE_MS);
    expect(perDay(answer)).toEqual([[14 * 60, 24 * 60, sinceMidnight]]);
  });
});
