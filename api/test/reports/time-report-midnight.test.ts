import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TimeReport } from '@stepwise/contracts';
import { addDays, instantOfLocal, localDayOf } from '@stepwise/scheduling';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { timeReportWorkspace, type TimeReportWorkspace } from './time-report-workspace.js';

const ZONE = 'Europe/Moscow';
const MINUTE_MS = 60_000;

/**
 * A workspace in Moscow (+3, no clock changes): time is counted on the local days it was tracked
 * on, as the timesheet counts it — an interval across midnight on both days, one begun before the
 * period from the period's start, a running one up to now.
 */
describe('the time report across midnight', () => {
  let testApp: TestApp;
  let workspace: TimeReportWorkspace;
  const report = (query: string) => workspace.report(query);

  beforeAll(async () => {
    testApp = await startTestApp();
    workspace = await timeReportWorkspace(testApp, ZONE);
    // 23:00–01:30 local, 2–3 March.
    await workspace.track('2026-03-02T20:00:00Z', '2026-03-02T22:30:00Z');
    // 23:30 to midnight on 3 March.
    await workspace.track('2026-03-03T20:30:00Z', '2026-03-03T21:00:00Z');
    // Two whole days, noon 5 March to noon 7 March (as a history import records a task's work).
    await workspace.track('2026-03-05T09:00:00Z', '2026-03-07T09:00:00Z');
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
    await workspace.track(new Date(instantOfLocal(ZONE, first, 10 * 60)).toISOString(), null);

    const answer = await report(`from=${first}&to=${today}`);
    const sinceMidnight = Math.floor((now - instantOfLocal(ZONE, today, 0)) / MINUTE_MS);
    expect(perDay(answer)).toEqual([[14 * 60, 24 * 60, sinceMidnight]]);
  });
});
