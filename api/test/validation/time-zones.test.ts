import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { caller, forecastWorkspace, officeWeek, type UserWithId } from '../forecast/forecast-setup.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { Call } from '../sprints/sprint-setup.js';

/**
 * A time zone is an IANA name (the contract's rule): an offset such as +99:00 or +03:00, or a name no zone
 * database has, is a 400 for `time_zone`, and the schedule stays as it was.
 */
const BAD_ZONES = ['+99:00', '-99:99', '+03:00', 'Mars/Olympus', 'Europe/', '', 'x'.repeat(65)];
/** The field code the form shows: a missing zone and a too long one have their own. */
const codeOf = (zone: string) => (zone === '' ? 'required' : zone.length > 64 ? 'max_length' : 'invalid');
const GOOD_ZONES = ['Europe/Moscow', 'UTC', 'Etc/GMT-3', 'America/Argentina/Buenos_Aires'];

describe('time zones', () => {
  let testApp: TestApp;
  let call: Call;
  let admin: UserWithId;
  let member: UserWithId;
  let workspaceId: number;
  const url = (path: string) => `/api/workspaces/${workspaceId}${path}`;

  beforeAll(async () => {
    testApp = await startTestApp();
    call = caller(testApp);
    ({ admin, member, workspaceId } = await forecastWorkspace(testApp));
    expect((await call('PUT', url('/schedule'), admin.token, officeWeek('Europe/Moscow'))).statusCode).toBe(200);
    expect((await call('PUT', url(`/members/${member.user.id}/schedule`), member.token, officeWeek('Asia/Yekaterinburg'))).statusCode).toBe(200);
  });
  afterAll(() => testApp.close());

  it.each(BAD_ZONES)('refuses %j as the workspace’s and a member’s schedule zone, and keeps the schedules', async (zone) => {
    for (const [path, token] of [
      ['/schedule', admin.token],
      [`/members/${member.user.id}/schedule`, member.token],
    ] as const) {
      const response = await call('PUT', url(path), token, officeWeek(zone));
      expect([path, response.statusCode]).toEqual([path, 400]);
      expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { time_zone: codeOf(zone) } });
    }
    expect((await call('GET', url('/schedule'), admin.token)).json()).toMatchObject({ data: { time_zone: 'Europe/Moscow' } });
    expect((await call('GET', url(`/members/${member.user.id}/schedule`), member.token)).json()).toMatchObject({ data: { time_zone: 'Asia/Yekaterinburg' } });
  });

  it.each(GOOD_ZONES)('takes %s', async (zone) => {
    const response = await call('PUT', url(`/members/${member.user.id}/schedule`), member.token, officeWeek(zone));
    expect([response.statusCode, response.json().data.time_zone]).toEqual([200, zone]);
  });

  it.each(BAD_ZONES.filter(Boolean))('refuses %j as the zone of an import’s dates', async (zone) => {
    const csv = `title,assignee_email,estimate_minutes,spent_minutes,started_at,finished_at,complexity\nA,${admin.email},60,60,2026-02-02 09:00,2026-02-02 10:00,\n`;
    const response = await call('POST', url(`/import/history?dry_run=true&time_zone=${encodeURIComponent(zone)}`), admin.token, csv, {
      'content-type': 'text/csv',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { time_zone: expect.any(String) } });
  });
});
