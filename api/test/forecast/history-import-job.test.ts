import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HISTORY_IMPORT_BATCH_ROWS, type HistoryImportJobResponse, type HistoryImportProgress, type WorkspaceEvent } from '@stepwise/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { historyImports } from '../../src/db/schema/index.js';
import { IMPORT_STOPPED_MESSAGE } from '../../src/modules/history-import/history-import-errors.js';
import { HISTORY_IMPORT_JOB } from '../../src/modules/history-import/history-import-job.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createWorkspace } from '../helpers/workspaces.js';
import { eventsSince, lastSeq } from '../helpers/work-structure.js';
import { forecastWorkspace, type UserWithId } from './forecast-setup.js';
import { finishedTasksOf, HISTORY_HEADER, historyImportCalls, historyRow } from './history-import-setup.js';

const HOUR = 60 * 60_000;

/** `rows` consecutive one-hour rows of one member from 2025-01-01, titled by position. */
function consecutiveRows(email: string, rows: number, title = (index: number) => `Task ${index}`): string[] {
  const start = Date.parse('2025-01-01T00:00:00Z');
  return Array.from({ length: rows }, (_, index) =>
    historyRow(title(index), email, new Date(start + index * HOUR).toISOString(), new Date(start + (index + 1) * HOUR).toISOString()),
  );
}

const progressOf = (events: WorkspaceEvent[]): HistoryImportProgress[] =>
  events.flatMap((event) => (event.type === 'history.import_progress' ? [event.payload.import] : []));

describe('the history import job', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let member: UserWithId;
  let stranger: UserWithId;
  let workspaceId: number;
  let imports: ReturnType<typeof historyImportCalls>;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ admin, member, stranger, workspaceId } = await forecastWorkspace(testApp));
    imports = historyImportCalls(testApp, () => workspaceId);
  });
  afterAll(() => testApp.close());

  const importRows = () => testApp.app.db.select({ n: count() }).from(historyImports).where(eq(historyImports.workspaceId, workspaceId));

  it('imports a large file in batches, each its own transaction: the status history shows every commit', async () => {
    const total = 2 * HISTORY_IMPORT_BATCH_ROWS + 200;
    const before = await lastSeq(testApp, workspaceId);
    const done = await imports.importFile(admin.token, [HISTORY_HEADER, ...consecutiveRows(member.email, total)].join('\n'));
    expect(done).toMatchObject({
      status: 'succeeded',
      total_rows: total,
      processed_rows: total,
      imported: total,
      refused: [],
      processed_through_line: total + 1,
    });
    const events = await eventsSince(testApp, workspaceId, before);
    expect(progressOf(events).map(({ status, processed_rows, imported }) => [status, processed_rows, imported])).toEqual([
      ['running', 0, 0],
      ['running', 500, 500],
      ['running', 1000, 1000],
      ['running', 1200, 1200],
      ['succeeded', 1200, 1200],
    ]);
    // One history.imported for the whole import, when it ends: the forecast is recomputed once, not per batch.
    expect(events.filter((event) => event.type === 'history.imported').map((event) => event.payload)).toEqual([{ imported: 1200 }]);
    expect((await finishedTasksOf(testApp, workspaceId)).length).toBe(total);
  });

  it('stops as failed when a batch cannot be written: the committed batches stay, the status says how far it got', async () => {
    const already = (await finishedTasksOf(testApp, workspaceId)).length;
    const before = await lastSeq(testApp, workspaceId);
    // A constraint of this test's database refuses one title, in the second batch.
    await testApp.app.db.execute(sql`alter table tasks add constraint test_refuses_poison check (title <> 'Poison')`);
    let failed: HistoryImportJobResponse;
    try {
      const rows = consecutiveRows(admin.email, 700, (index) => (index === 599 ? 'Poison' : `Admin task ${index}`));
      failed = await imports.importFile(admin.token, [HISTORY_HEADER, ...rows].join('\n'));
    } finally {
      await testApp.app.db.execute(sql`alter table tasks drop constraint test_refuses_poison`);
    }
    expect(failed).toMatchObject({
      status: 'failed',
      total_rows: 700,
      processed_rows: 500,
      imported: 500,
      refused: [],
      processed_through_line: 501,
      error: IMPORT_STOPPED_MESSAGE,
    });
    expect(failed.finished_at).not.toBeNull();
    expect((await finishedTasksOf(testApp, workspaceId)).length).toBe(already + 500);
    const events = await eventsSince(testApp, workspaceId, before);
    expect(progressOf(events).map(({ status, processed_rows }) => [status, processed_rows])).toEqual([
      ['running', 0],
      ['running', 500],
      ['failed', 500],
    ]);
    // The committed batch is announced when the import stops, so the forecast learns from it.
    expect(events.filter((event) => event.type === 'history.imported').map((event) => event.payload)).toEqual([{ imported: 500 }]);
    expect(testApp.logs.some((record) => record.msg === 'history import failed')).toBe(true);
  });

  it('queues nothing for a file refused whole', async () => {
    const [{ n: queued }] = await importRows();
    expect((await imports.post(admin.token, `${HISTORY_HEADER}\nSay "hi",${member.email},60,60,2026-02-02T09:00:00Z,2026-02-02T10:00:00Z,`)).statusCode).toBe(
      400,
    );
    expect((await imports.post(admin.token, 'name,who\nA,B')).statusCode).toBe(400);
    expect(await importRows()).toEqual([{ n: queued }]);
  });

  it('answers the status to admins only: 401 without a token, 404 to a non-member or for another workspace’s import or an id out of range, 403 to a member', async () => {
    const response = await imports.post(admin.token, [HISTORY_HEADER, ...consecutiveRows(member.email, 1)].join('\n'));
    const importId = response.json<{ data: HistoryImportJobResponse }>().data.id;
    expect((await imports.status(admin.token, importId)).json()).toMatchObject({ data: { id: importId, status: 'queued' } });
    expect((await testApp.app.inject({ method: 'GET', url: imports.url(`/${importId}`) })).statusCode).toBe(401);
    expect((await imports.status(stranger.token, importId)).statusCode).toBe(404);
    expect((await imports.status(member.token, importId)).json()).toMatchObject({ code: 'forbidden' });
    for (const id of ['abc', '0', '-1', '2147483648', '9007199254740993', String(importId + 1000)]) {
      expect([id, (await imports.status(admin.token, id)).json().code]).toEqual([id, 'not_found']);
    }
    // The stranger's own workspace and import: not readable through the admin's workspace, nor the other way.
    const strangersWorkspace = (await createWorkspace(testApp, stranger.token)).id;
    const theirs = historyImportCalls(testApp, () => strangersWorkspace);
    const theirImport = (await theirs.post(stranger.token, [HISTORY_HEADER, ...consecutiveRows(stranger.email, 1)].join('\n'))).json<{
      data: HistoryImportJobResponse;
    }>().data.id;
    expect((await imports.status(admin.token, theirImport)).statusCode).toBe(404);
    expect((await theirs.status(stranger.token, importId)).statusCode).toBe(404);
    expect((await theirs.status(stranger.token, theirImport)).statusCode).toBe(200);
    await testApp.app.jobs.drain([HISTORY_IMPORT_JOB]);
    expect((await imports.status(admin.token, importId)).json()).toMatchObject({
      data: { status: 'succeeded', imported: 0, refused: [{ line: 2, reason: 'overlaps_entry' }] },
    });
  });
});
