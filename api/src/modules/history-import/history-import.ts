import type { HistoryImportJobResponse, HistoryImportResponse } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { WorkspaceScope } from '../../platform/workspace-scope/index.js';
import { memberSchedules } from '../schedules/index.js';
import { decideRows } from './history-entry-checks.js';
import { noFinishedStage } from './history-import-errors.js';
import { assertTimeZone, readHistoryFile, readHistoryTasks } from './history-file.js';
import { HISTORY_IMPORT_JOB } from './history-import-job.js';
import { insertHistoryImport } from './history-import-status-repository.js';
import { findFinishedStage, memberIdsByEmail } from './history-import-repository.js';
import { toHistoryImportJobResponse } from './history-import-response.js';
import { FileSpans } from './history-row-rules.js';

export interface HistoryImportOptions {
  timeZone?: string;
}

/** The zone of dates written without one: the one asked for, else the importer's schedule zone. */
async function importZone(db: Database, scope: WorkspaceScope, options: HistoryImportOptions): Promise<string> {
  assertTimeZone(options.timeZone);
  return options.timeZone ?? (await memberSchedules(db, scope.workspaceId, [scope.userId])).get(scope.userId)!.time_zone;
}

/**
 * The dry run: reads the file (Stepwise's header or Jira's export) and applies every rule the import
 * applies, the time-entry rules against the members' entries included, writing nothing. It reads one
 * query per member whatever the number of rows, so it stays short for the largest file.
 */
export async function previewHistory(
  deps: { db: Database; now: Date },
  scope: WorkspaceScope,
  csv: string,
  options: HistoryImportOptions,
): Promise<HistoryImportResponse> {
  const file = readHistoryFile(csv);
  const timeZone = await importZone(deps.db, scope, options);
  const read = readHistoryTasks(file, { timeZone, members: await memberIdsByEmail(deps.db, scope.workspaceId) });
  const decided = await decideRows(deps.db, scope.workspaceId, read.tasks, new FileSpans(), deps.now);
  return {
    imported: decided.accepted.length,
    dry_run: true,
    rows: decided.accepted.map((task) => ({
      line: task.line,
      title: task.title,
      user_id: task.memberId,
      estimate_minutes: task.estimateMinutes!,
      spent_minutes: task.spentMinutes,
      started_at: new Date(task.startedAt).toISOString(),
      finished_at: new Date(task.finishedAt).toISOString(),
      complexity: task.complexity,
    })),
    skipped: [...read.skipped, ...decided.refused].sort((a, b) => a.line - b.line),
  };
}

/**
 * The import: the file is checked as a whole now (quoting, header, size, zone, a finished stage to
 * keep tasks in) and queued; the `history.import` job decides and writes its rows in batches.
 */
export async function startHistoryImport(
  deps: { db: Database; jobs: JobQueue; now: Date },
  scope: WorkspaceScope,
  csv: string,
  options: HistoryImportOptions,
): Promise<HistoryImportJobResponse> {
  const file = readHistoryFile(csv);
  const timeZone = await importZone(deps.db, scope, options);
  if (!(await findFinishedStage(deps.db, scope.workspaceId))) throw noFinishedStage();
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertHistoryImport(tx, {
      workspaceId: scope.workspaceId,
      createdBy: scope.userId,
      timeZone,
      csv,
      totalRows: file.data.length,
      now: deps.now,
    });
    await deps.jobs.enqueue(tx, HISTORY_IMPORT_JOB, { import_id: inserted.id });
    return inserted;
  });
  return toHistoryImportJobResponse(row);
}
