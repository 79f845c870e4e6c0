import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { HistoryImportResponse, TaskResponse } from '@stepwise/contracts';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { caller, forecastWorkspace, type UserWithId } from './forecast-setup.js';
import { finishedTasksOf, HISTORY_HEADER, historyImportCalls, historyRow } from './history-import-setup.js';

/** The time-entry rules hold for imported rows: each becomes its member's time entry. */
describe('importing rows under the time-entry rules', () => {
  let testApp: TestApp;
  let admin: UserWithId;
  let member: UserWithId;
  let workspaceId: number;
  let imports: ReturnType<typeof historyImportCalls>;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ admin, member, workspaceId } = await forecastWorkspace(testApp));
    imports = historyImportCalls(testApp, () => workspaceId);
    // The member already tracked 2026-04-01 09:00–10:00 UTC on a task of their own.
    const call = caller(testApp);
    const task = (await call('POST', `/api/workspaces/${workspaceId}/tasks`, member.token, { title: 'Tracked by hand' })).json<{ data: TaskResponse }>().data;
    const entry = await call('POST', `/api/workspaces/${workspaceId}/time-entries`, member.token, {
      task_id: task.id,
      started_at: '2026-04-01T09:00:00Z',
      ended_at: '2026-04-01T10:00:00Z',
    });
    expect(entry.statusCode).toBe(201);
  });
  afterAll(() => testApp.close());

  const file = () =>
    [
      HISTORY_HEADER,
      historyRow('Morning', member.email, '2026-03-02T10:00:00Z', '2026-03-02T12:00:00Z'),
      historyRow('Overlaps the morning', member.email, '2026-03-02T11:00:00Z', '2026-03-02T13:00:00Z'),
      historyRow('Right after the morning', member.email, '2026-03-02T12:00:00Z', '2026-03-02T13:00:00Z'),
      historyRow('Same hours for another member', admin.email, '2026-03-02T10:00:00Z', '2026-03-02T12:00:00Z'),
      historyRow('Over the tracked hour', member.email, '2026-04-01T09:30:00Z', '2026-04-01T11:00:00Z'),
      historyRow('Next to the tracked hour', member.email, '2026-04-01T10:00:00Z', '2026-04-01T11:00:00Z'),
      historyRow('In 2030', member.email, '2030-01-10T09:00:00Z', '2030-01-10T10:00:00Z'),
      historyRow('Finished in the future', member.email, '2026-03-05T09:00:00Z', '2030-01-10T10:00:00Z'),
      historyRow('Ninety days', member.email, '2026-01-01T09:00:00Z', '2026-04-01T09:00:00Z'),
      historyRow('A day and a minute', member.email, '2026-03-10T09:00:00Z', '2026-03-11T09:01:00Z'),
      historyRow('A whole day', member.email, '2026-03-12T09:00:00Z', '2026-03-13T09:00:00Z'),
      historyRow('Year one', member.email, '0001-01-01T00:00:00Z', '0001-01-01T01:00:00Z'),
      historyRow('Year 9999', member.email, '2026-03-14T09:00:00Z', '9999-12-31T00:00:00Z'),
      historyRow('Whole range', member.email, '0001-01-01T00:00:00Z', '9999-12-31T00:00:00Z'),
    ].join('\n');
  const taken = ['Morning', 'Right after the morning', 'Same hours for another member', 'Next to the tracked hour', 'A whole day'];
  const refused = [
    { line: 3, reason: 'overlaps_row', other_line: 2 },
    { line: 6, reason: 'overlaps_entry' },
    { line: 8, reason: 'in_future' },
    { line: 9, reason: 'in_future' },
    { line: 10, reason: 'too_long' },
    { line: 11, reason: 'too_long' },
    { line: 13, reason: 'started_at_invalid' },
    { line: 14, reason: 'finished_at_invalid' },
    { line: 15, reason: 'started_at_invalid' },
  ];

  it('refuses in the dry run, with their reasons, rows sharing time with each other or an entry, in the future, too long or out of range', async () => {
    const response = await imports.post(admin.token, file(), '?dry_run=true');
    expect(response.statusCode).toBe(200);
    const preview = response.json<{ data: HistoryImportResponse }>().data;
    expect(preview.rows!.map((row) => row.title)).toEqual(taken);
    expect(preview.skipped).toEqual(refused);
    expect(await finishedTasksOf(testApp, workspaceId)).toEqual([]);
  });

  it('imports the valid rows only and lists the same refusals in its status', async () => {
    const done = await imports.importFile(admin.token, file());
    expect(done).toMatchObject({ status: 'succeeded', total_rows: 14, processed_rows: 14, imported: taken.length, refused_count: refused.length, refused });
    expect((await finishedTasksOf(testApp, workspaceId)).map((task) => task.title)).toEqual(taken);
  });

  it('refuses every row of the same file sent again: each row that kept the rules before now shares time with what the first import wrote', async () => {
    const again = await imports.importFile(admin.token, file());
    expect(again.imported).toBe(0);
    const overlapping = new Set(again.refused.filter((line) => line.reason === 'overlaps_entry').map((line) => line.line));
    expect(overlapping).toEqual(new Set([2, 3, 4, 5, 6, 7, 12]));
    expect((await finishedTasksOf(testApp, workspaceId)).length).toBe(taken.length);
  });
});
