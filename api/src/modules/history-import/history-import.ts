import { ESTIMATE_MAX_MINUTES, HISTORY_IMPORT_MAX_ROWS, TASK_TITLE_MAX_LENGTH, type HistoryImportResponse } from '@stepwise/contracts';
import { CsvSyntaxError, detectHistoryColumns, isTimeZone, parseCsv, readHistoryRows, type ImportedTask, type SkippedLine } from '@stepwise/scheduling';
import type { FastifyInstance } from 'fastify';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Database } from '../../db/database.js';
import { AppError, validationFailed } from '../../errors/app-error.js';
import type { WorkspaceScope } from '../../platform/workspace-scope/index.js';
import { memberSchedules } from '../schedules/index.js';
import { findFinishedStage, insertFinishedTasks, lastStageRank, memberIdsByEmail } from './history-import-repository.js';

export interface HistoryImportDeps {
  db: Database;
  live: FastifyInstance['live'];
  now: Date;
}

/** The core reads what any tracker could hold; a Stepwise task has tighter limits. */
function stepwiseLimit(task: ImportedTask): SkippedLine['reason'] | undefined {
  if (task.title.length > TASK_TITLE_MAX_LENGTH) return 'title_too_long';
  if (task.estimateMinutes === null || task.estimateMinutes > ESTIMATE_MAX_MINUTES) return 'estimate_invalid';
  return undefined;
}

/**
 * Reads a history file (Stepwise's header or Jira's export) into finished tasks of the members the
 * assignee cells name, and writes them all in one transaction; with `dryRun` writes nothing and
 * answers what would be imported. Every line not taken is listed with its reason.
 */
export async function importHistory(deps: HistoryImportDeps, scope: WorkspaceScope, csv: string, options: { dryRun: boolean; timeZone?: string }): Promise<HistoryImportResponse> {
  if (options.timeZone !== undefined && !isTimeZone(options.timeZone)) throw validationFailed({ time_zone: 'invalid' });
  let records;
  try {
    records = parseCsv(csv).filter((record) => record.fields.some((field) => field.trim() !== ''));
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw validationFailed({ body: 'invalid' });
    throw error;
  }
  const [header, ...data] = records;
  const layout = header ? detectHistoryColumns(header.fields) : null;
  if (!layout) throw validationFailed({ header: 'invalid' });
  if (data.length > HISTORY_IMPORT_MAX_ROWS) throw validationFailed({ body: 'too_long' });
  const members = await memberIdsByEmail(deps.db, scope.workspaceId);
  const timeZone = options.timeZone ?? (await memberSchedules(deps.db, scope.workspaceId, [scope.userId])).get(scope.userId)!.time_zone;
  const read = readHistoryRows(data, layout, { timeZone, resolveAssignee: (value) => members.get(value.toLowerCase()) ?? null });
  const skipped = [...read.skipped];
  const tasks: ImportedTask[] = [];
  for (const task of read.tasks) {
    const reason = stepwiseLimit(task);
    if (reason) skipped.push({ line: task.line, reason });
    else tasks.push(task);
  }
  skipped.sort((a, b) => a.line - b.line);
  if (options.dryRun) {
    return {
      imported: tasks.length,
      dry_run: true,
      rows: tasks.map((task) => ({
        line: task.line,
        title: task.title,
        user_id: task.memberId,
        estimate_minutes: task.estimateMinutes!,
        spent_minutes: task.spentMinutes,
        started_at: new Date(task.startedAt).toISOString(),
        finished_at: new Date(task.finishedAt).toISOString(),
        complexity: task.complexity,
      })),
      skipped,
    };
  }
  if (tasks.length > 0) {
    await deps.db.transaction(async (tx) => {
      const place = await findFinishedStage(tx, scope.workspaceId);
      if (!place) throw new AppError(409, 'conflict', 'The workspace has no finished stage to keep imported tasks in');
      const ranks = generateNKeysBetween(await lastStageRank(tx, place.stageId), null, tasks.length);
      await insertFinishedTasks(
        tx,
        scope.workspaceId,
        place,
        tasks.map((task, index) => ({
          title: task.title,
          assigneeId: task.memberId,
          creatorId: scope.userId,
          estimateMinutes: task.estimateMinutes!,
          spentMinutes: task.spentMinutes,
          complexity: task.complexity,
          startedAt: new Date(task.startedAt),
          finishedAt: new Date(task.finishedAt),
          stageRank: ranks[index]!,
        })),
        deps.now,
      );
      await deps.live.publish(tx, { workspaceId: scope.workspaceId, type: 'history.imported', payload: { imported: tasks.length }, actorId: scope.userId, at: deps.now });
    });
  }
  return { imported: tasks.length, dry_run: false, skipped };
}
