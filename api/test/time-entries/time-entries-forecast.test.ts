import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ForecastResponse, TimeEntryResponse } from '@stepwise/contracts';
import { ForecastEngine } from '../../src/modules/forecast/forecast-engine.js';
import { wholeMinute } from '../../src/modules/forecast/forecast-record.js';
import { caller, forecastWorkspace, officeWeek, type UserWithId } from '../forecast/forecast-setup.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { setClock } from './time-entry-setup.js';

/**
 * Time entries are the intervals the forecast learns from: an entry added, changed or deleted on a
 * finished task moves the member's pace, one in an earlier week their focus; the cached forecast,
 * brought up to date from the entries' events, equals one computed afresh.
 */
describe('time entries in the forecast', () => {
  let testApp: TestApp;
  let member: UserWithId;
  let workspaceId: number;
  let call: ReturnType<typeof caller>;
  const url = (path: string) => `/api/workspaces/${workspaceId}${path}`;

  beforeAll(async () => {
    testApp = await startTestApp();
    // A Wednesday afternoon; the entries are last week's.
    setClock(testApp, '2026-11-18T15:00:00Z');
    ({ member, workspaceId } = await forecastWorkspace(testApp));
    call = caller(testApp);
  });
  afterAll(() => testApp.close());

  async function upToDate(): Promise<ForecastResponse['members'][number]> {
    const cached = (await call('GET', url('/forecast'), member.token)).json<{ data: ForecastResponse }>().data;
    expect(cached).toEqual(await new ForecastEngine(testApp.app.db).forecast(workspaceId, wholeMinute(testApp.clock.now())));
    return cached.members.find((forecast) => forecast.user_id === member.user.id)!;
  }

  it('moves pace and focus as entries are added, changed and deleted', async () => {
    expect((await call('PUT', url(`/members/${member.user.id}/schedule`), member.token, officeWeek('UTC'))).statusCode).toBe(200);
    const create = async (body: object) =>
      (await call('POST', url('/tasks'), member.token, { assignee_id: member.user.id, ...body })).json<{ data: { id: number } }>().data.id;
    const done = await create({ title: 'Done', estimate_minutes: 60 });
    await create({ title: 'Next', estimate_minutes: 600 });
    expect((await call('POST', `/api/tasks/${done}/finish`, member.token, {})).statusCode).toBe(200);
    const before = await upToDate();
    expect(before.pace_tasks).toBe(0);

    // Tuesday of last week, within the member's hours: three times the estimate.
    const added = await call('POST', url('/time-entries'), member.token, {
      task_id: done,
      started_at: '2026-11-10T09:00:00Z',
      ended_at: '2026-11-10T12:00:00Z',
    });
    expect(added.statusCode).toBe(201);
    const entry = added.json<{ data: TimeEntryResponse }>().data;
    const withEntry = await upToDate();
    expect(withEntry.pace_tasks).toBe(1);
    expect(withEntry.pace).toBeGreaterThan(1);
    expect(withEntry.focus).not.toBe(before.focus);

    expect((await call('PATCH', `/api/time-entries/${entry.id}`, member.token, { ended_at: '2026-11-10T10:00:00Z' })).statusCode).toBe(200);
    const shorter = await upToDate();
    expect(shorter.pace).toBeLessThan(withEntry.pace);

    expect((await call('DELETE', `/api/time-entries/${entry.id}`, member.token)).statusCode).toBe(204);
    const after = await upToDate();
    expect([after.pace_tasks, after.pace, after.focus]).toEqual([before.pace_tasks, before.pace, before.focus]);
  });
});
