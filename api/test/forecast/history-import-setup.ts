import type { HistoryImportJobResponse } from '@stepwise/contracts';
import { and, eq } from 'drizzle-orm';
import { tasks } from '../../src/db/schema/index.js';
import { HISTORY_IMPORT_JOB } from '../../src/modules/history-import/history-import-job.js';
import type { TestApp } from '../helpers/test-app.js';
import { caller } from './forecast-setup.js';

export const HISTORY_HEADER = 'title,assignee_email,estimate_minutes,spent_minutes,started_at,finished_at,complexity';
export const CSV_HEADERS = { 'content-type': 'text/csv' };

/** One row of Stepwise's columns: 60 minutes estimated and spent. */
export function historyRow(title: string, email: string, startedAt: string, finishedAt: string): string {
  return `${title},${email},60,60,${startedAt},${finishedAt},`;
}

/** The import routes of one workspace, called as a given admin. */
export function historyImportCalls(testApp: TestApp, workspaceId: () => number) {
  const call = caller(testApp);
  const url = (query = '') => `/api/workspaces/${workspaceId()}/import/history${query}`;
  return {
    url,
    post: (token: string, csv: string, query = '') => call('POST', url(query), token, csv, CSV_HEADERS),
    status: (token: string, importId: number | string) => call('GET', url(`/${importId}`), token),
    /** Sends the file for real, runs the queued job to its end and answers the import's last status. */
    async importFile(token: string, csv: string, query = ''): Promise<HistoryImportJobResponse> {
      const response = await call('POST', url(query), token, csv, CSV_HEADERS);
      if (response.statusCode !== 202) throw new Error(`import not queued: ${response.statusCode} ${response.body}`);
      const queued = response.json<{ data: HistoryImportJobResponse }>().data;
      await testApp.app.jobs.drain([HISTORY_IMPORT_JOB]);
      return (await call('GET', url(`/${queued.id}`), token)).json<{ data: HistoryImportJobResponse }>().data;
    },
  };
}

export function finishedTasksOf(testApp: TestApp, workspaceId: number) {
  return testApp.app.db
    .select({
      id: tasks.id,
      title: tasks.title,
      assigneeId: tasks.assigneeId,
      estimate: tasks.estimateMinutes,
      spent: tasks.spentMinutesOverride,
      complexity: tasks.complexity,
      state: tasks.state,
      finishedAt: tasks.finishedAt,
    })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.state, 'finished')))
    .orderBy(tasks.id);
}
