import { HISTORY_IMPORT_BATCH_ROWS, type HistorySkippedLine } from '@stepwise/contracts';
import type { ImportedTask } from '@stepwise/scheduling';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import type { HistoryImportStatusRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { lockActiveMember } from '../tasks/index.js';
import { decideRows } from './history-entry-checks.js';
import { readHistoryFile, readHistoryTasks } from './history-file.js';
import { IMPORT_STOPPED_MESSAGE, noFinishedStage } from './history-import-errors.js';
import { findHistoryImportById, finishHistoryImport, markHistoryImportRunning, recordHistoryImportBatch } from './history-import-status-repository.js';
import { findFinishedStage, insertFinishedTasks, lastStageRank, memberIdsByEmail } from './history-import-repository.js';
import { toHistoryImportProgress } from './history-import-response.js';
import { FileSpans } from './history-row-rules.js';

export const HISTORY_IMPORT_JOB = 'history.import';

interface ImportJobDeps {
  db: Database;
  live: FastifyInstance['live'];
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Lets the requests waiting for the database (and the event loop) go between two batches. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

async function publishProgress(deps: ImportJobDeps, tx: Database, row: HistoryImportStatusRow): Promise<void> {
  await deps.live.publish(tx, {
    workspaceId: row.workspaceId,
    type: 'history.import_progress',
    payload: { import: toHistoryImportProgress(row) },
    actorId: row.createdBy,
    at: deps.clock.now(),
  });
}

interface FileRows {
  tasks: Map<number, ImportedTask>;
  skipped: Map<number, HistorySkippedLine>;
}

/**
 * One batch in one transaction: the members of its rows locked (in id order, as a time entry locks
 * its member), its rows decided against the file's earlier rows and the members' entries, the good
 * ones written as finished tasks, and the import's progress recorded and announced with them.
 */
async function importBatch(deps: ImportJobDeps, row: HistoryImportStatusRow, batch: { lines: number[]; rows: FileRows; file: FileSpans }) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const refused: HistorySkippedLine[] = [];
    const candidates: ImportedTask[] = [];
    for (const line of batch.lines) {
      const skipped = batch.rows.skipped.get(line);
      if (skipped) refused.push(skipped);
      else candidates.push(batch.rows.tasks.get(line)!);
    }
    const active = new Set<number>();
    for (const userId of [...new Set(candidates.map((task) => task.memberId))].sort((a, b) => a - b)) {
      if (await lockActiveMember(tx, row.workspaceId, userId)) active.add(userId);
    }
    // A member who left since the file was sent is no longer an assignee.
    for (const task of candidates) if (!active.has(task.memberId)) refused.push({ line: task.line, reason: 'assignee_unknown' });
    const decided = await decideRows(
      tx,
      row.workspaceId,
      candidates.filter((task) => active.has(task.memberId)),
      batch.file,
      now,
    );
    const accepted = decided.accepted;
    if (accepted.length > 0) {
      const place = await findFinishedStage(tx, row.workspaceId);
      if (!place) throw noFinishedStage();
      const ranks = generateNKeysBetween(await lastStageRank(tx, place.stageId), null, accepted.length);
      await insertFinishedTasks(
        tx,
        row.workspaceId,
        place,
        accepted.map((task, index) => ({
          title: task.title,
          assigneeId: task.memberId,
          // The admin who sent the file, or the first imported member if that admin's account is gone.
          creatorId: row.createdBy ?? task.memberId,
          estimateMinutes: task.estimateMinutes!,
          spentMinutes: task.spentMinutes,
          complexity: task.complexity,
          startedAt: new Date(task.startedAt),
          finishedAt: new Date(task.finishedAt),
          stageRank: ranks[index]!,
        })),
        now,
      );
    }
    const progress = await recordHistoryImportBatch(tx, row.id, {
      processedRows: batch.lines.length,
      throughLine: batch.lines.at(-1)!,
      imported: accepted.length,
      refused: [...refused, ...decided.refused].sort((a, b) => a.line - b.line),
    });
    await publishProgress(deps, tx, progress);
    return accepted;
  });
}

/**
 * Runs an import: its rows in batches of HISTORY_IMPORT_BATCH_ROWS, each committed on its own with
 * the import's progress, so no transaction holds the database for long. A failure stops it as
 * `failed`: the committed batches stay (the status says up to which line), the rest is not written.
 * Taken again after a worker died, it goes on after the last committed batch.
 */
export async function runHistoryImport(deps: ImportJobDeps, importId: number): Promise<Record<string, unknown>> {
  const found = await findHistoryImportById(deps.db, importId);
  if (!found || found.status === 'succeeded' || found.status === 'failed') return { importId, skipped: 'already finished' };
  try {
    const row = await deps.db.transaction(async (tx) => {
      const running = (await markHistoryImportRunning(tx, importId))!;
      await publishProgress(deps, tx, running);
      return running;
    });
    const file = readHistoryFile(row.csv);
    const members = await memberIdsByEmail(deps.db, row.workspaceId);
    // Rows are read batch by batch, so the reading is spread between the batches too.
    const readRows = (from: number, to: number): FileRows => {
      const read = readHistoryTasks({ data: file.data.slice(from, to), layout: file.layout }, { timeZone: row.timeZone, members });
      return { tasks: new Map(read.tasks.map((task) => [task.line, task])), skipped: new Map(read.skipped.map((line) => [line.line, line])) };
    };
    const fileSpans = new FileSpans();
    if (row.processedRows > 0) {
      const refusedBefore = new Set(row.refused.map((line) => line.line));
      for (const task of readRows(0, row.processedRows).tasks.values()) if (!refusedBefore.has(task.line)) fileSpans.add(task);
    }
    for (let start = row.processedRows; start < file.data.length; start += HISTORY_IMPORT_BATCH_ROWS) {
      const end = Math.min(start + HISTORY_IMPORT_BATCH_ROWS, file.data.length);
      const lines = file.data.slice(start, end).map((record) => record.line);
      const accepted = await importBatch(deps, row, { lines, rows: readRows(start, end), file: fileSpans });
      for (const task of accepted) fileSpans.add(task);
      await yieldToOthers();
    }
    const done = await finish(deps, importId, { status: 'succeeded' });
    return { importId, imported: done?.imported, refused: done?.refused.length };
  } catch (error) {
    deps.log.error({ err: error, importId }, 'history import failed');
    await finish(deps, importId, { status: 'failed', error: error instanceof AppError ? error.message : IMPORT_STOPPED_MESSAGE });
    throw error;
  }
}

/**
 * Ends the import; the rows it wrote are announced once, here, so the forecast is recomputed once per
 * import instead of once per batch (each recompute learns paces from every finished task).
 */
async function finish(deps: ImportJobDeps, importId: number, end: { status: 'succeeded' | 'failed'; error?: string }) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await finishHistoryImport(tx, importId, { ...end, now });
    if (row && row.imported > 0) {
      await deps.live.publish(tx, {
        workspaceId: row.workspaceId,
        type: 'history.imported',
        payload: { imported: row.imported },
        actorId: row.createdBy,
        at: now,
      });
    }
    if (row) await publishProgress(deps, tx, row);
    return row;
  });
}

export function defineHistoryImportJob(app: FastifyInstance): void {
  // One attempt: a failure is shown to the admin as it is; a worker that dies mid-way is replaced and goes on.
  app.jobs.define<{ import_id: number }>(
    HISTORY_IMPORT_JOB,
    ({ import_id: importId }, { log }) => runHistoryImport({ db: app.db, live: app.live, clock: app.clock, log }, importId),
    {
      maxAttempts: 1,
    },
  );
}
