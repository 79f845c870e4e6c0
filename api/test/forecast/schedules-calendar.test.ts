import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CalendarDay, DayOffResponse, ScheduleResponse } from '@stepwise/contracts';
import { activeUser } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';
import { eventsSince, lastSeq } from '../helpers/work-structure.js';
import { caller, forecastWorkspace, officeWeek, type UserWithId } from './forecast-setup.js';

describe('schedules, days off and the calendar', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let member: UserWithId;
  let stranger: UserWithId;
  let workspaceId: number;
  let call: ReturnType<typeof caller>;
  const url = (path: string) => `/api/workspaces/${workspaceId}${path}`;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ admin, member, stranger, workspaceId } = await forecastWorkspace(testApp));
    call = caller(testApp);
  });
  afterAll(() => testApp.close());

  const days = async (query: string, token = member.token) => {
    const response = await call('GET', url(`/calendar/days?${query}`), token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: CalendarDay[] }>().data;
  };

  it('gives a workspace created in Russian the Russian calendar and Moscow office hours, which members inherit', async () => {
    expect((await call('GET', url('/calendar'), member.token)).json()).toEqual({ data: { country: 'RU', holidays: [], working_days: [] } });
    expect((await call('GET', url('/schedule'), member.token)).json()).toEqual({ data: officeWeek('Europe/Moscow') });
    expect((await call('GET', url(`/members/${member.user.id}/schedule`), admin.token)).json()).toEqual({
      data: { ...officeWeek('Europe/Moscow'), inherited: true },
    });
  });

  it('gives a workspace created in English no country preset and UTC hours', async () => {
    const english = await activeUser(testApp, { lang: 'en' });
    const other = (await createWorkspace(testApp, english.token)).id;
    expect((await call('GET', `/api/workspaces/${other}/calendar`, english.token)).json()).toEqual({ data: { country: null, holidays: [], working_days: [] } });
    expect((await call('GET', `/api/workspaces/${other}/schedule`, english.token)).json()).toEqual({ data: officeWeek('UTC') });
  });

  it('answers 401 without a token and 404 to a non-member on every route', async () => {
    const paths: Array<['GET' | 'PUT' | 'POST' | 'DELETE', string, object?]> = [
      ['GET', url('/schedule')],
      ['PUT', url('/schedule'), officeWeek('Europe/Moscow')],
      ['GET', url(`/members/${member.user.id}/schedule`)],
      ['PUT', url(`/members/${member.user.id}/schedule`), officeWeek('Europe/Moscow')],
      ['GET', url(`/members/${member.user.id}/days-off`)],
      ['POST', url(`/members/${member.user.id}/days-off`), { from: '2026-05-04', to: '2026-05-04', kind: 'other' }],
      ['DELETE', url(`/members/${member.user.id}/days-off/1`)],
      ['GET', url('/calendar')],
      ['PUT', url('/calendar'), { country: null, holidays: [], working_days: [] }],
      ['GET', url('/calendar/days?from=2026-01-01&to=2026-01-31')],
      ['GET', url('/forecast')],
      ['GET', url('/forecast/accuracy')],
    ];
    for (const [method, path, body] of paths) {
      expect([method, path, (await call(method, path, undefined, body)).statusCode]).toEqual([method, path, 401]);
      const response = await call(method, path, stranger.token, body);
      expect([method, path, response.statusCode, response.json().code]).toEqual([method, path, 404, 'not_found']);
    }
  });

  it("lets a member set their own schedule but not another member's, nor the workspace's or the calendar (403)", async () => {
    const before = await lastSeq(testApp, workspaceId);
    const own = await call('PUT', url(`/members/${member.user.id}/schedule`), member.token, officeWeek('Asia/Vladivostok'));
    expect(own.statusCode).toBe(200);
    expect(own.json<{ data: ScheduleResponse }>().data).toEqual({ ...officeWeek('Asia/Vladivostok'), inherited: false });
    expect(await eventsSince(testApp, workspaceId, before)).toContainEqual(
      expect.objectContaining({
        type: 'schedule.updated',
        payload: { user_id: member.user.id, schedule: { ...officeWeek('Asia/Vladivostok'), inherited: false } },
      }),
    );
    for (const [path, body] of [
      [`/members/${admin.user.id}/schedule`, officeWeek('Europe/Moscow')],
      ['/schedule', officeWeek('Europe/Moscow')],
      ['/calendar', { country: null, holidays: [], working_days: [] }],
    ] as const) {
      const response = await call('PUT', url(path), member.token, body);
      expect([path, response.statusCode, response.json().code]).toEqual([path, 403, 'forbidden']);
    }
    expect((await call('PUT', url(`/members/${member.user.id}/schedule`), admin.token, officeWeek('Europe/Kaliningrad'))).statusCode).toBe(200);
    expect((await call('PUT', url('/members/999999/schedule'), admin.token, officeWeek('Europe/Moscow'))).statusCode).toBe(404);
    expect((await call('GET', url('/members/abc/schedule'), admin.token)).statusCode).toBe(404);
  });

  it('refuses a schedule with an unknown zone, bad times, reversed or overlapping intervals, naming each field', async () => {
    const week = officeWeek('Mars/Olympus').week;
    const response = await call('PUT', url(`/members/${member.user.id}/schedule`), member.token, {
      time_zone: 'Mars/Olympus',
      week: {
        ...week,
        mon: [
          ['09:00', '13:00'],
          ['12:00', '18:00'],
        ],
        tue: [['18:00', '09:00']],
        wed: [['9:00', '13:00']],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { time_zone: 'invalid', 'week.mon.1': 'invalid', 'week.tue.0': 'invalid', 'week.wed.0.0': 'invalid' },
    });
    const missingDay = await call('PUT', url('/schedule'), admin.token, { time_zone: 'Europe/Moscow', week: { mon: [] } });
    expect(missingDay.json()).toMatchObject({ code: 'validation_failed', fields: { 'week.tue': 'required', 'week.sun': 'required' } });
  });

  it('keeps days off: a member adds and removes their own, an admin anyone’s, another member gets 403', async () => {
    const before = await lastSeq(testApp, workspaceId);
    const created = await call('POST', url(`/members/${member.user.id}/days-off`), member.token, { from: '2026-05-12', to: '2026-05-13', kind: 'vacation' });
    expect(created.statusCode).toBe(201);
    const dayOff = created.json<{ data: DayOffResponse }>().data;
    expect(dayOff).toEqual({
      id: expect.any(Number),
      user_id: member.user.id,
      from: '2026-05-12',
      to: '2026-05-13',
      kind: 'vacation',
      part: null,
      created_at: expect.any(String),
    });
    expect(await eventsSince(testApp, workspaceId, before)).toContainEqual(expect.objectContaining({ type: 'day_off.created', payload: { day_off: dayOff } }));
    expect((await call('GET', url(`/members/${member.user.id}/days-off`), admin.token)).json()).toEqual({ data: [dayOff] });

    const adminsOwn = await call('POST', url(`/members/${admin.user.id}/days-off`), admin.token, { from: '2026-05-14', to: '2026-05-14', kind: 'sick_leave' });
    const forbidden = await call('POST', url(`/members/${admin.user.id}/days-off`), member.token, { from: '2026-05-14', to: '2026-05-14', kind: 'other' });
    expect(forbidden.statusCode).toBe(403);
    const adminDayOffId = adminsOwn.json<{ data: DayOffResponse }>().data.id;
    expect((await call('DELETE', url(`/members/${admin.user.id}/days-off/${adminDayOffId}`), member.token)).statusCode).toBe(403);
    expect((await call('DELETE', url(`/members/${member.user.id}/days-off/${adminDayOffId}`), member.token)).statusCode).toBe(404);
    expect((await call('DELETE', url(`/members/${admin.user.id}/days-off/${adminDayOffId}`), admin.token)).statusCode).toBe(204);
    expect((await call('GET', url(`/members/${admin.user.id}/days-off`), member.token)).json()).toEqual({ data: [] });
  });

  it('refuses a day off that ends before it starts, names no real day, is too long or has a bad part', async () => {
    const post = (body: object) => call('POST', url(`/members/${member.user.id}/days-off`), member.token, body);
    expect((await post({ from: '2026-05-13', to: '2026-05-12', kind: 'other' })).json()).toMatchObject({ fields: { to: 'invalid' } });
    expect((await post({ from: '2026-02-30', to: '2026-03-01', kind: 'other' })).json()).toMatchObject({ fields: { from: 'invalid' } });
    expect((await post({ from: '2026-01-01', to: '2027-06-01', kind: 'other' })).json()).toMatchObject({ fields: { to: 'invalid' } });
    expect((await post({ from: '2026-01-01', to: '2026-01-01', kind: 'holiday' })).json()).toMatchObject({ fields: { kind: 'invalid' } });
    expect((await post({ from: '2026-01-01', to: '2026-01-01', kind: 'other', part: ['15:00', '10:00'] })).json()).toMatchObject({
      fields: { part: 'invalid' },
    });
    expect((await post({ kind: 'other' })).json()).toMatchObject({ fields: { from: 'required', to: 'required' } });
  });

  it('shows the Russian production calendar: transfers, a working Saturday, shortened pre-holiday days', async () => {
    const may = await days('from=2025-04-30&to=2025-05-02');
    expect(may).toEqual([
      { date: '2025-04-30', working: true, minutes: 420, reason: 'shortened' },
      { date: '2025-05-01', working: false, minutes: 0, reason: 'holiday', name: expect.any(String) },
      { date: '2025-05-02', working: false, minutes: 0, reason: 'transfer' },
    ]);
    const november = await days('from=2025-11-01&to=2025-11-04');
    expect(november.map(({ date, working, minutes, reason }) => [date, working, minutes, reason])).toEqual([
      // A working Saturday before the holiday: Monday's hours, one hour shorter.
      ['2025-11-01', true, 420, 'shortened'],
      ['2025-11-02', false, 0, 'weekend'],
      ['2025-11-03', false, 0, 'transfer'],
      ['2025-11-04', false, 0, 'holiday'],
    ]);
  });

  it("gives each member's days in their own hours and days off, and the workspace's own days over the preset", async () => {
    const vladivostok = await call('PUT', url(`/members/${admin.user.id}/schedule`), admin.token, {
      time_zone: 'Asia/Vladivostok',
      week: { ...officeWeek('Asia/Vladivostok').week, fri: [['10:00', '16:00']], sat: [['10:00', '12:00']] },
    });
    expect(vladivostok.statusCode).toBe(200);
    await call('POST', url(`/members/${admin.user.id}/days-off`), admin.token, {
      from: '2026-06-02',
      to: '2026-06-02',
      kind: 'other',
      part: ['09:00', '11:00'],
    });
    await call('POST', url(`/members/${admin.user.id}/days-off`), admin.token, { from: '2026-06-03', to: '2026-06-03', kind: 'sick_leave' });
    const saved = await call('PUT', url('/calendar'), admin.token, { country: 'RU', holidays: ['2026-06-04'], working_days: ['2026-06-07', '2026-06-07'] });
    expect(saved.json()).toEqual({ data: { country: 'RU', holidays: ['2026-06-04'], working_days: ['2026-06-07'] } });
    const june = await days(`from=2026-06-01&to=2026-06-07&user_id=${admin.user.id}`);
    expect(june.map(({ date, minutes, reason }) => [date, minutes, reason])).toEqual([
      ['2026-06-01', 480, 'workday'],
      ['2026-06-02', 360, 'workday'],
      ['2026-06-03', 0, 'day_off'],
      ['2026-06-04', 0, 'workspace_holiday'],
      ['2026-06-05', 360, 'workday'],
      // Their own Saturday hours; the workspace's working Sunday in their Monday hours.
      ['2026-06-06', 120, 'workday'],
      ['2026-06-07', 480, 'workspace_working_day'],
    ]);
    const kaliningrad = await days(`from=2026-06-01&to=2026-06-01&user_id=${member.user.id}`);
    expect(kaliningrad).toEqual([{ date: '2026-06-01', working: true, minutes: 480, reason: 'workday' }]);
  });

  it('refuses a range that is reversed, too long, or names a non-member', async () => {
    const bad = (query: string) => call('GET', url(`/calendar/days?${query}`), member.token);
    expect((await bad('from=2026-02-01&to=2026-01-01')).json()).toMatchObject({ code: 'validation_failed', fields: { to: 'invalid' } });
    expect((await bad('from=2026-01-01&to=2027-01-02')).json()).toMatchObject({ fields: { to: 'invalid' } });
    expect((await bad('from=2026-13-01&to=2026-12-01')).json()).toMatchObject({ fields: { from: 'invalid' } });
    expect((await bad('to=2026-12-01')).json()).toMatchObject({ fields: { from: 'required' } });
    expect((await bad(`from=2026-01-01&to=2026-01-02&user_id=${stranger.user.id}`)).statusCode).toBe(404);
    const calendar = await call('PUT', url('/calendar'), admin.token, { country: 'FR', holidays: ['2026-02-30'], working_days: [] });
    expect(calendar.json()).toMatchObject({ code: 'validation_failed', fields: { country: 'invalid' } });
    const both = await call('PUT', url('/calendar'), admin.token, { country: null, holidays: ['2026-02-03'], working_days: ['2026-02-03'] });
    expect(both.json()).toMatchObject({ code: 'validation_failed', fields: { 'working_days.0': 'invalid' } });
  });
});
