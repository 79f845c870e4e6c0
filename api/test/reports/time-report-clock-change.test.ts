import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { timeReportWorkspace, type TimeReportWorkspace } from './time-report-workspace.js';

/**
 * A workspace in Europe/Berlin, whose clocks move on 29 March 2026 (+1 → +2) and 25 October 2026
 * (+2 → +1): time belongs to the local days it was tracked on, by the clock of each day.
 */
describe('the time report across a clock change', () => {
  let testApp: TestApp;
  let report: TimeReportWorkspace['report'];

  beforeAll(async () => {
    testApp = await startTestApp();
    const workspace = await timeReportWorkspace(testApp, 'Europe/Berlin');
    // 00:30–01:00 on 29 March in Berlin (still +1).
    await workspace.track('2026-03-28T23:30:00Z', '2026-03-29T00:00:00Z');
    // 23:30 on 29 March in Berlin (+2 by then) for 20 minutes: still the 29th.
    await workspace.track('2026-03-29T21:30:00Z', '2026-03-29T21:50:00Z');
    // 00:30 on 30 March in Berlin, 40 minutes.
    await workspace.track('2026-03-29T22:30:00Z', '2026-03-29T23:10:00Z');
    // 00:15 on 26 October in Berlin (+1 again), 15 minutes; on the old offset it would be the 26th too, 01:15.
    await workspace.track('2026-10-25T23:15:00Z', '2026-10-25T23:30:00Z');
    // 23:45 on 25 October in Berlin (+1), 10 minutes; with the summer offset it would fall on the 26th.
    await workspace.track('2026-10-25T22:45:00Z', '2026-10-25T22:55:00Z');
    // 23:30 on 24 October (+2) to 00:30 on the 25th, the 25-hour day: half on each.
    await workspace.track('2026-10-24T21:30:00Z', '2026-10-24T22:30:00Z');
    report = workspace.report;
  });
  afterAll(() => testApp.close());

  it('puts each interval on its local day in spring', async () => {
    const spring = await report('from=2026-03-28&to=2026-03-30');
    expect(spring.days).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(spring.groups.map((group) => group.per_day)).toEqual([[0, 50, 40]]);
  });

  it('puts each interval on its local days in autumn, one across the midnight before the 25-hour day on both, and over the whole year', async () => {
    const autumn = await report('from=2026-10-24&to=2026-10-26');
    expect(autumn.groups.map((group) => group.per_day)).toEqual([[30, 40, 15]]);
    const year = await report('from=2026-01-01&to=2026-12-31');
    const perDay = new Map(year.days.map((day, index) => [day, year.groups[0]!.per_day[index]]));
    expect([perDay.get('2026-03-29'), perDay.get('2026-03-30'), perDay.get('2026-10-24'), perDay.get('2026-10-25'), perDay.get('2026-10-26')]).toEqual([
      50, 40, 30, 40, 15,
    ]);
    expect(year.total_minutes).toBe(175);
  });
});
