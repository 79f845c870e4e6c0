import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HISTORY_IMPORT_MAX_BYTES, type ForecastResponse, type HistoryImportJobResponse, type HistoryImportResponse } from '@stepwise/contracts';
import { eq } from 'drizzle-orm';
import { taskIntervals } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { eventsSince, lastSeq } from '../helpers/work-structure.js';
import { caller, forecastWorkspace, type UserWithId } from './forecast-setup.js';
import { HISTORY_IMPORT_JOB } from '../../src/modules/history-import/history-import-job.js';
import { finishedTasksOf, HISTORY_HEADER as HEADER, historyImportCalls } from './history-import-setup.js';

describe('importing a finished history', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let member: UserWithId;
  let stranger: UserWithId;
  let workspaceId: number;
  let call: ReturnType<typeof caller>;
  let imports: ReturnType<typeof historyImportCalls>;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ admin, member, stranger, workspaceId } = await forecastWorkspace(testApp));
    call = caller(testApp);
    imports = historyImportCalls(testApp, () => workspaceId);
  });
  afterAll(() => testApp.close());

  const post = (csv: string, query = '', token = admin.token) => imports.post(token, csv, query);
  const importedTasks = () => finishedTasksOf(testApp, workspaceId);

  const file = () =>
    [
      HEADER,
      `Login page,${member.email},120,180,2026-02-02T09:00:00+03:00,2026-02-02T13:00:00+03:00,3`,
      `"Search, with filters",${admin.email.toUpperCase()},240,,2026-02-03 09:00,2026-02-03 17:00,`,
      `Ghost,nobody@example.com,60,60,2026-02-02T09:00:00Z,2026-02-02T10:00:00Z,`,
      `No estimate,${member.email},,60,2026-02-02T09:00:00Z,2026-02-02T10:00:00Z,`,
      `Backwards,${member.email},60,60,2026-02-05T09:00:00Z,2026-02-02T10:00:00Z,`,
      `Odd complexity,${member.email},60,60,2026-02-02T09:00:00Z,2026-02-02T10:00:00Z,9`,
      `,${member.email},60,60,2026-02-02T09:00:00Z,2026-02-02T10:00:00Z,`,
      `Bad date,${member.email},60,60,yesterday,2026-02-02T10:00:00Z,`,
      `Empty span,${member.email},60,60,2026-02-06T09:00:00Z,2026-02-06T09:00:00Z,`,
    ].join('\n');
  const expectedSkips = [
    { line: 4, reason: 'assignee_unknown' },
    { line: 5, reason: 'estimate_invalid' },
    { line: 6, reason: 'finished_before_started' },
    { line: 7, reason: 'complexity_invalid' },
    { line: 8, reason: 'title_missing' },
    { line: 9, reason: 'started_at_invalid' },
    { line: 10, reason: 'finished_before_started' },
  ];

  it('answers 401, 404 to a non-member, 403 to a member who is not an admin', async () => {
    expect((await call('POST', imports.url(), undefined, HEADER, { 'content-type': 'text/csv' })).statusCode).toBe(401);
    expect((await post(HEADER, '', stranger.token)).statusCode).toBe(404);
    expect((await post(HEADER, '', member.token)).json()).toMatchObject({ code: 'forbidden' });
  });

  it.each([
    ['text/plain', HEADER],
    ['text/plain; charset=utf-8', HEADER],
    ['application/json', JSON.stringify({ csv: HEADER })],
    ['application/xml', '<csv/>'],
    ['application/octet-stream', HEADER],
  ])('refuses a %s body with 415 unsupported_media_type, as documented', async (contentType, body) => {
    const count = (await importedTasks()).length;
    const response = await call('POST', imports.url(), admin.token, body, { 'content-type': contentType });
    expect([response.statusCode, response.json().code]).toEqual([415, 'unsupported_media_type']);
    expect((await importedTasks()).length).toBe(count);
  });

  it('takes text/csv with a charset', async () => {
    const response = await call('POST', imports.url('?dry_run=true'), admin.token, file(), { 'content-type': 'text/csv; charset=utf-8' });
    expect(response.statusCode).toBe(200);
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
        {
          line: 3,
          title: 'Search, with filters',
          user_id: admin.user.id,
          estimate_minutes: 240,
          spent_minutes: null,
          started_at: '2026-02-03T06:00:00.000Z',
          finished_at: '2026-02-03T14:00:00.000Z',
          complexity: null,
        },
      ],
      skipped: expectedSkips,
    });
    expect(await importedTasks()).toEqual([]);
    expect(await lastSeq(testApp, workspaceId)).toBe(before);
  });

  it('queues the import (202), then imports the good rows as finished tasks with their instants and an interval, and paces learn from them', async () => {
    const before = await lastSeq(testApp, workspaceId);
    const response = await post(file());
    expect(response.statusCode).toBe(202);
    const queued = response.json<{ data: HistoryImportJobResponse }>().data;
    expect(queued).toEqual({
      id: expect.any(Number),
      status: 'queued',
      total_rows: 9,
      processed_rows: 0,
      imported: 0,
      refused_count: 0,
      refused: [],
      processed_through_line: null,
      error: null,
      created_at: testApp.clock.now().toISOString(),
      finished_at: null,
    });
    expect(await importedTasks()).toEqual([]);

    expect((await imports.status(admin.token, queued.id)).json()).toEqual({ data: queued });

    await testApp.app.jobs.drain([HISTORY_IMPORT_JOB]);
    const done = (await imports.status(admin.token, queued.id)).json<{ data: HistoryImportJobResponse }>().data;
    expect(done).toEqual({
      ...queued,
      status: 'succeeded',
      processed_rows: 9,
      imported: 2,
      refused_count: 7,
      refused: expectedSkips,
      processed_through_line: 10,
      finished_at: testApp.clock.now().toISOString(),
    });
    const rows = await importedTasks();
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        title: 'Login page',
        assigneeId: member.user.id,
        estimate: 120,
        spent: 180,
        complexity: 3,
        state: 'finished',
        finishedAt: new Date('2026-02-02T10:00:00Z'),
      },
      {
        id: expect.any(Number),
        title: 'Search, with filters',
        assigneeId: admin.user.id,
        estimate: 240,
        spent: null,
        complexity: null,
        state: 'finished',
        finishedAt: new Date('2026-02-03T14:00:00Z'),
      },
    ]);
    const interval = await testApp.app.db.select().from(taskIntervals).where(eq(taskIntervals.taskId, rows[1]!.id));
    expect(interval).toEqual([
      expect.objectContaining({ userId: admin.user.id, startedAt: new Date('2026-02-03T06:00:00Z'), endedAt: new Date('2026-02-03T14:00:00Z') }),
    ]);
    const imported = (await eventsSince(testApp, workspaceId, before)).filter((event) => event.type === 'history.imported');
    expect(imported).toEqual([expect.objectContaining({ type: 'history.imported', payload: { imported: 2 } })]);

    const forecast = (await call('GET', `/api/workspaces/${workspaceId}/forecast`, member.token)).json<{ data: ForecastResponse }>().data;
    const paces = Object.fromEntries(forecast.members.map((entry) => [entry.user_id, [entry.pace_basis, entry.pace_tasks]]));
    // The member's 180 minutes for a 120-minute estimate; the admin's 7 working hours (Tuesday 09:00–17:00 less lunch) for 240.
    expect(paces).toEqual({ [admin.user.id]: ['member', 1], [member.user.id]: ['member', 1] });
    expect(forecast.members.every((entry) => entry.pace > 1)).toBe(true);
  });

  it("reads Jira's export columns (durations in seconds)", async () => {
    const jira = [
      'Summary,Assignee,Original Estimate,Time Spent,Created,Resolved',
      `Payments,${member.email},7200,5400,05/Mar/26 9:00 AM,05/Mar/26 11:30 AM`,
    ].join('\n');
    const preview = (await post(jira, '?dry_run=true&time_zone=Europe/Kaliningrad')).json<{ data: HistoryImportResponse }>().data;
    expect(preview.rows).toEqual([
      {
        line: 2,
        title: 'Payments',
        user_id: member.user.id,
        estimate_minutes: 120,
        spent_minutes: 90,
        started_at: '2026-03-05T07:00:00.000Z',
        finished_at: '2026-03-05T09:30:00.000Z',
        complexity: null,
      },
    ]);
  });

  it('writes and queues nothing of a file it refuses: unknown header, broken quoting, unknown zone, too large', async () => {
    const count = (await importedTasks()).length;
    const row = `${member.email},60,60,2026-02-02T09:00:00Z,2026-02-02T10:00:00Z,`;
    for (const query of ['', '?dry_run=true']) {
      expect((await post('name,who\nA,B', query)).json()).toMatchObject({ code: 'validation_failed', fields: { header: 'invalid' } });
      expect((await post(`${HEADER}\n"unterminated,${row}`, query)).json()).toMatchObject({ fields: { body: 'invalid' }, line: 2 });
      expect((await post(file(), `${query ? `${query}&` : '?'}time_zone=Mars/Olympus`)).json()).toMatchObject({ fields: { time_zone: 'invalid' } });
      expect((await post(`${HEADER}\n${'x'.repeat(HISTORY_IMPORT_MAX_BYTES)}`, query)).json()).toMatchObject({ code: 'payload_too_large' });
    }
    expect((await post(file(), '?dry_run=maybe')).json()).toMatchObject({ fields: { dry_run: 'invalid' } });
    expect((await importedTasks()).length).toBe(count);
  });

  it.each([
    ['a quote inside an unquoted field', `Say "hi" twice`, 3, 'a quote inside an unquoted field on line 3'],
    ['text after a closing quote', `"Quoted" tail`, 3, 'text after a closing quote on line 3'],
    ['a quote closing a field that spans lines, then text', `"Two\nlines"x`, 4, 'text after a closing quote on line 4'],
  ])('refuses %s with 400 body invalid and the line, in the dry run and the import', async (_name, title, line, message) => {
    const count = (await importedTasks()).length;
    const csv = [
      HEADER,
      `Fine,${member.email},60,60,2026-03-02T09:00:00Z,2026-03-02T10:00:00Z,`,
      `${title},${member.email},60,60,2026-03-03T09:00:00Z,2026-03-03T10:00:00Z,`,
    ].join('\n');
    for (const query of ['?dry_run=true', '']) {
      const response = await post(csv, query);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { code: 'validation_failed', message: `Broken CSV quoting: ${message}`, fields: { body: 'invalid' }, line },
      ]);
    }
    expect((await importedTasks()).length).toBe(count);
  });
});
