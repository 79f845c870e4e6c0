import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TimesheetResponse } from '@stepwise/contracts';
import { officeWeek } from '../forecast/forecast-setup.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { call, createTask, createTeam, joinWorkspace, type Person, type TeamFixture } from '../tasks/work-fixtures.js';
import { addEntry, setClock } from './time-entry-setup.js';

/*
 * 2026-W45 (2 to 8 November) of a member in Yekaterinburg (UTC+5), Monday to Friday 09–13 and 14–18,
 * in a workspace on the Russian calendar: Tuesday is shortened by an hour before Wednesday's holiday
 * (National Unity Day), and the member is on vacation on Friday.
 */
const ZONE = 'Asia/Yekaterinburg';
const local = (day: string, time: string) => new Date(`2026-11-${day}T${time}:00+05:00`).toISOString();

let testApp: TestApp;
let team: TeamFixture;
let worker: Person;
let design: number;
let deploy: number;

beforeAll(async () => {
  testApp = await startTestApp();
  setClock(testApp, '2026-11-20T12:00:00Z');
  team = await createTeam(testApp);
  worker = await joinWorkspace(testApp, team.workspaceId);
  const ok = (response: { statusCode: number; body: string }) => {
    if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
  };
  ok(await call(testApp, team.admin, 'PUT', `/api/workspaces/${team.workspaceId}/calendar`, { country: 'RU', holidays: [], working_days: [] }));
  ok(await call(testApp, worker, 'PUT', `/api/workspaces/${team.workspaceId}/members/${worker.id}/schedule`, officeWeek(ZONE)));
  ok(
    await call(testApp, worker, 'POST', `/api/workspaces/${team.workspaceId}/members/${worker.id}/days-off`, {
      from: '2026-11-06',
      to: '2026-11-06',
      kind: 'vacation',
    }),
  );
  design = (await createTask(testApp, worker, team.workspaceId, { title: 'Design' })).id;
  deploy = (await createTask(testApp, worker, team.workspaceId, { title: '@deploy, "prod"' })).id;
  const entries: Array<[number, string, string]> = [
    // The Sunday before: another week.
    [deploy, local('01', '20:00'), local('01', '21:00')],
    [design, local('02', '10:00'), local('02', '12:30')],
    // Monday 22:00 to Tuesday 02:00 local: all of it on Monday in UTC, split at the member's midnight.
    [deploy, local('02', '22:00'), local('03', '02:00')],
    [design, local('05', '09:00'), local('05', '10:15')],
    // Sunday 23:30 to Monday 00:30: half in this week, half in the next.
    [deploy, local('08', '23:30'), local('09', '00:30')],
  ];
  for (const [taskId, started, ended] of entries) await addEntry(testApp, worker, team.workspaceId, { task_id: taskId, started_at: started, ended_at: ended });
});
afterAll(() => testApp.close());

const sheetUrl = (query: string) => `/api/workspaces/${team.workspaceId}/timesheet${query}`;

async function timesheet(person: Person, query: string): Promise<TimesheetResponse> {
  const response = await call(testApp, person, 'GET', sheetUrl(query));
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{ data: TimesheetResponse }>().data;
}

describe('the weekly timesheet', () => {
  it('counts each day in the member’s zone against their schedule, holidays and days off', async () => {
    const sheet = await timesheet(worker, '?week=2026-W45');
    const plain = { holiday: null, day_off: false };
    expect(sheet).toEqual({
      user_id: worker.id,
      week: '2026-W45',
      time_zone: ZONE,
      days: [
        { date: '2026-11-02', scheduled_minutes: 480, tracked_minutes: 270, ...plain, reason: 'workday' },
        { date: '2026-11-03', scheduled_minutes: 420, tracked_minutes: 120, ...plain, reason: 'shortened' },
        { date: '2026-11-04', scheduled_minutes: 0, tracked_minutes: 0, holiday: 'День народного единства', day_off: false, reason: 'holiday' },
        { date: '2026-11-05', scheduled_minutes: 480, tracked_minutes: 75, ...plain, reason: 'workday' },
        { date: '2026-11-06', scheduled_minutes: 0, tracked_minutes: 0, holiday: null, day_off: true, reason: 'day_off' },
        { date: '2026-11-07', scheduled_minutes: 0, tracked_minutes: 0, ...plain, reason: 'weekend' },
        { date: '2026-11-08', scheduled_minutes: 0, tracked_minutes: 30, ...plain, reason: 'weekend' },
      ],
      rows: [
        { task_id: design, task_title: 'Design', minutes: [150, 0, 0, 75, 0, 0, 0], total_minutes: 225 },
        { task_id: deploy, task_title: '@deploy, "prod"', minutes: [120, 120, 0, 0, 0, 0, 30], total_minutes: 270 },
      ],
      tracked_minutes: 495,
      scheduled_minutes: 1380,
    });
  });

  it('is the current week by default, and any member reads anyone’s', async () => {
    const sheet = await timesheet(team.member, `?user_id=${worker.id}`);
    expect(sheet).toMatchObject({ user_id: worker.id, week: '2026-W47', tracked_minutes: 0, rows: [] });
    expect(sheet.days.map((day) => day.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect((await timesheet(team.member, '')).user_id).toBe(team.member.id);
  });

  it('counts a running entry up to now', async () => {
    const runner = await joinWorkspace(testApp, team.workspaceId);
    const task = await createTask(testApp, runner, team.workspaceId, { assignee_id: runner.id });
    await call(testApp, runner, 'POST', `/api/tasks/${task.id}/start`);
    testApp.clock.advance(45 * 60_000);
    const sheet = await timesheet(runner, '');
    expect(sheet.rows).toEqual([expect.objectContaining({ task_id: task.id, total_minutes: 45 })]);
    expect(sheet.tracked_minutes).toBe(45);
  });

  it.each([
    ['?week=2025-W53', { week: 'invalid' }],
    ['?week=2026-45', { week: 'invalid' }],
    ['?user_id=abc', { user_id: 'invalid' }],
    ['?user_id=99999999999', { user_id: 'invalid' }],
  ])('refuses %s with 400', async (query, fields) => {
    const response = await call(testApp, worker, 'GET', sheetUrl(query));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields });
  });

  it('answers 404 for someone who is not a member', async () => {
    const response = await call(testApp, worker, 'GET', sheetUrl('?user_id=2000000000'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', message: 'Member not found' });
  });
});

describe('the timesheet as CSV', () => {
  const expectedRows = (words: { tracked: string; scheduled: string }) => [
    `#${design},Design,2.50,0.00,0.00,1.25,0.00,0.00,0.00,3.75`,
    `#${deploy},"'@deploy, ""prod""",2.00,2.00,0.00,0.00,0.00,0.00,0.50,4.50`,
    `,${words.tracked},4.50,2.00,0.00,1.25,0.00,0.00,0.50,8.25`,
    `,${words.scheduled},8.00,7.00,0.00,8.00,0.00,0.00,0.00,23.00`,
    '',
  ];

  it('is a UTF-8 attachment with a BOM, headed in Russian by default', async () => {
    const response = await call(testApp, worker, 'GET', sheetUrl('.csv?week=2026-W45'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="timesheet-2026-W45-${worker.id}.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.slice(1).split('\r\n')).toEqual([
      'Ключ,Задача,Пн 02.11.2026,Вт 03.11.2026,Ср 04.11.2026,Чт 05.11.2026,Пт 06.11.2026,Сб 07.11.2026,Вс 08.11.2026,Итого',
      ...expectedRows({ tracked: 'Всего за день', scheduled: 'По графику' }),
    ]);
  });

  it('is headed in English for an English reader', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: sheetUrl(`.csv?week=2026-W45&user_id=${worker.id}`),
      headers: { authorization: `Bearer ${team.member.token}`, 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.slice(1).split('\r\n')).toEqual([
      'Key,Task,Mon 2026-11-02,Tue 2026-11-03,Wed 2026-11-04,Thu 2026-11-05,Fri 2026-11-06,Sat 2026-11-07,Sun 2026-11-08,Total',
      ...expectedRows({ tracked: 'Day total', scheduled: 'Scheduled' }),
    ]);
  });
});
