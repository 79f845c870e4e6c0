import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HISTORY_IMPORT_MAX_BYTES, type ForecastResponse, type HistoryImportResponse } from '@stepwise/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { taskIntervals, tasks } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { eventsSince, lastSeq } from '../helpers/work-structure.js';
import { caller, forecastWorkspace, type UserWithId } from './forecast-setup.js';

const HEADER = 'title,assignee_email,estimate_minutes,spent_minutes,started_at,finished_at,complexity';

describe('importing a finished history', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let member: UserWithId;
  let stranger: UserWithId;
  let workspaceId: number;
  let call: ReturnType<typeof caller>;
  const url = (query = '') => `/api/workspaces/${workspaceId}/import/history${query}`;
  const csvHeaders = { 'content-type': 'text/csv' };

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ admin, member, stranger, workspaceId } = await forecastWorkspace(testApp));
    call = caller(testApp);
  });
  afterAll(() => testApp.close());

  const post = (csv: string, query = '', token = admin.token) => call('POST', url(query), token, csv, csvHeaders);
  const importedTasks = () =>
    testApp.app.db
      .select({ id: tasks.id, title: tasks.title, assigneeId: tasks.assigneeId, estimate: tasks.estimateMinutes, spent: tasks.spentMinutesOverride, complexity: tasks.complexity, state: tasks.state, finishedAt: tasks.finishedAt })
      .from(tasks)
      .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.state, 'finished')))
      .orderBy(tasks.id);

  const file = () =>
    [
      HEADER,
      `Login page,${member.email},120,180,2026-02-02T09:00:00+03:00,2026-02-02T13:00:00+03:00,3`,
      `"Search, with filters",${admin.email.toUpperCase()},240,,2026-02-03 09:00,2026-02-04 12:00,`,
      `Ghost,nobody@example.com,60,60,2026-02-02T09:00:00Z,2026-02-02T10:00:00Z,`,
      `No estimate,${member.email},,60,2026-02-02T09:00:00Z,2026-02-02T10:00:00Z,`,
      `Backwards,${member.email},60,60,2026-02-05T09:00:00Z,2026-02-02T10:00:00Z,`,
      `Odd complexity,${member.email},60,60,2026-02-02T09:00:00Z,2026-02-02T10:00:00Z,9`,
      `,${member.email},60,60,2026-02-02T09:00:00Z,2026-02-02T10:00:00Z,`,
      `Bad date,${member.email},60,60,yesterday,2026-02-02T10:00:00Z,`,
    ].join('\n');
  const expectedSkips = [
    { line: 4, reason: 'assignee_unknown' },
    { line: 5, reason: 'estimate_invalid' },
    { line: 6, reason: 'finished_before_started' },
    { line: 7, reason: 'complexity_invalid' },
    { line: 8, reason: 'title_missing' },
    { line: 9, reason: 'started_at_invalid' },
  ];

  it('answers 401, 404 to a non-member, 403 to a member who is not an admin, and takes only a CSV body', async () => {
    expect((await call('POST', url(), undefined, HEADER, csvHeaders)).statusCode).toBe(401);
    expect((await post(HEADER, '', stranger.token)).statusCode).toBe(404);
    expect((await post(HEADER, '', member.token)).json()).toMatchObject({ code: 'forbidden' });
    expect((await call('POST', url(), admin.token, { csv: HEADER })).json()).toMatchObject({ code: 'validation_failed', fields: { body: 'invalid' } });
    expect((await call('POST', url(), admin.token, '<csv/>', { 'content-type': 'application/xml' })).statusCode).toBe(415);
  });

  it('previews a file with dry_run: what would be imported, every skipped line with its reason, nothing written', async () => {
    const before = await lastSeq(testApp, workspaceId);
    const response = await post(file(), '?dry_run=true');
    expect(response.statusCode).toBe(200);
    const preview = response.json<{ data: HistoryImportResponse }>().data;
    expect(preview).toEqual({
      imported: 2,
      dry_run: true,
      rows: [
        {
          line: 2,
          title: 'Login page',
          user_id: member.user.id,
          estimate_minutes: 120,
          spent_minutes: 180,
          started_at: '2026-02-02T06:00:00.000Z',
          finished_at: '2026-02-02T10:00:00.000Z',
          complexity: 3,
        },
        // Dates without a zone are read in the importer's (Moscow).
        { line: 3, title: 'Search, with filters', user_id: admin.user.id, estimate_minutes: 240, spent_minutes: null, started_at: '2026-02-03T06:00:00.000Z', finished_at: '2026-02-04T09:00:00.000Z', complexity: null },
      ],
      skipped: expectedSkips,
    });
    expect(await importedTasks()).toEqual([]);
    expect(await lastSeq(testApp, workspaceId)).toBe(before);
  });

  it('imports the good rows as finished tasks with their instants and an interval, and paces learn from them', async () => {
    const before = await lastSeq(testApp, workspaceId);
    const response = await post(file());
    expect(response.json()).toEqual({ data: { imported: 2, dry_run: false, skipped: expectedSkips } });
    const rows = await importedTasks();
    expect(rows).toEqual([
      { id: expect.any(Number), title: 'Login page', assigneeId: member.user.id, estimate: 120, spent: 180, complexity: 3, state: 'finished', finishedAt: new Date('2026-02-02T10:00:00Z') },
      { id: expect.any(Number), title: 'Search, with filters', assigneeId: admin.user.id, estimate: 240, spent: null, complexity: null, state: 'finished', finishedAt: new Date('2026-02-04T09:00:00Z') },
    ]);
    const interval = await testApp.app.db.select().from(taskIntervals).where(eq(taskIntervals.taskId, rows[1]!.id));
    expect(interval).toEqual([expect.objectContaining({ userId: admin.user.id, startedAt: new Date('2026-02-03T06:00:00Z'), endedAt: new Date('2026-02-04T09:00:00Z') })]);
    expect(await eventsSince(testApp, workspaceId, before)).toEqual([expect.objectContaining({ type: 'history.imported', payload: { imported: 2 } })]);

    const forecast = (await call('GET', `/api/workspaces/${workspaceId}/forecast`, member.token)).json<{ data: ForecastResponse }>().data;
    const paces = Object.fromEntries(forecast.members.map((entry) => [entry.user_id, [entry.pace_basis, entry.pace_tasks]]));
    // The member's 180 minutes for a 120-minute estimate; the admin's 8 working hours (Tuesday 09:00 – Wednesday 12:00) for 240.
    expect(paces).toEqual({ [admin.user.id]: ['member', 1], [member.user.id]: ['member', 1] });
    expect(forecast.members.every((entry) => entry.pace > 1)).toBe(true);
  });

  it("reads Jira's export columns (durations in seconds)", async () => {
    const jira = ['Summary,Assignee,Original Estimate,Time Spent,Created,Resolved', `Payments,${member.email},7200,5400,05/Mar/26 9:00 AM,05/Mar/26 11:30 AM`].join('\n');
    const preview = (await post(jira, '?dry_run=true&time_zone=Europe/Kaliningrad')).json<{ data: HistoryImportResponse }>().data;
    expect(preview.rows).toEqual([
      { line: 2, title: 'Payments', user_id: member.user.id, estimate_minutes: 120, spent_minutes: 90, started_at: '2026-03-05T07:00:00.000Z', finished_at: '2026-03-05T09:30:00.000Z', complexity: null },
    ]);
  });

  it('writes nothing of a file it refuses: unknown header, broken quoting, unknown zone, too large', async () => {
    const count = (await importedTasks()).length;
    expect((await post('name,who\nA,B')).json()).toMatchObject({ code: 'validation_failed', fields: { header: 'invalid' } });
    expect((await post(`${HEADER}\n"unterminated,${member.email},60,60,2026-02-02T09:00:00Z,2026-02-02T10:00:00Z,`)).json()).toMatchObject({ fields: { body: 'invalid' } });
    expect((await post(file(), '?time_zone=Mars/Olympus')).json()).toMatchObject({ fields: { time_zone: 'invalid' } });
    expect((await post(file(), '?dry_run=maybe')).json()).toMatchObject({ fields: { dry_run: 'invalid' } });
    expect((await post(`${HEADER}\n${'x'.repeat(HISTORY_IMPORT_MAX_BYTES)}`)).json()).toMatchObject({ code: 'payload_too_large' });
    expect((await importedTasks()).length).toBe(count);
  });

  it('keeps nothing of a file whose writing fails halfway (one transaction)', async () => {
    const count = (await importedTasks()).length;
    // A constraint of this test's database refuses one title: the rows before it are written (in
    // chunks of 500) before the database refuses it.
    await testApp.app.db.execute(sql`alter table tasks add constraint test_refuses_poison check (title <> 'Poison')`);
    try {
      const rows = Array.from({ length: 600 }, (_, index) => `Task ${index},${member.email},60,60,2026-02-02T09:00:00Z,2026-02-02T10:00:00Z,`);
      const response = await post([HEADER, ...rows, `Poison,${member.email},60,60,2026-02-02T09:00:00Z,2026-02-02T10:00:00Z,`].join('\n'));
      expect(response.statusCode).toBe(500);
      expect((await importedTasks()).length).toBe(count);
    } finally {
      await testApp.app.db.execute(sql`alter table tasks drop constraint test_refuses_poison`);
    }
  });
});
