import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { HistorySkippedLine } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { historyImports, type HistoryImportRow, type HistoryImportStatusRow } from '../../db/schema/index.js';

/** The import rows of `history_imports`: the file waiting for its job, and how far the job got. */

// The file is read once, by the job; every status read and progress update leaves it in the database.
const { csv, ...statusColumns } = getTableColumns(historyImports);

export async function insertHistoryImport(
  tx: Database,
  values: { workspaceId: number; createdBy: number; timeZone: string; csv: string; totalRows: number; now: Date },
): Promise<HistoryImportStatusRow> {
  const [row] = await tx
    .insert(historyImports)
    .values({
      workspaceId: values.workspaceId,
      createdBy: values.createdBy,
      status: 'queued',
      timeZone: values.timeZone,
      csv: values.csv,
      totalRows: values.totalRows,
      createdAt: values.now,
    })
    .returning(statusColumns);
  return row!;
}

export async function findHistoryImport(db: Database, workspaceId: number, importId: number): Promise<HistoryImportStatusRow | undefined> {
  const [row] = await db
    .select(statusColumns)
    .from(historyImports)
    .where(and(eq(historyImports.id, importId), eq(historyImports.workspaceId, workspaceId)));
  return row;
}

export async function findHistoryImportById(db: Database, importId: number): Promise<HistoryImportStatusRow | undefined> {
  const [row] = await db.select(statusColumns).from(historyImports).where(eq(historyImports.id, importId));
  return row;
}

export async function markHistoryImportRunning(db: Database, importId: number): Promise<HistoryImportRow | undefined> {
  const [row] = await db.update(historyImports).set({ status: 'running' }).where(eq(historyImports.id, importId)).returning();
  return row;
}

/** One committed batch: its rows are decided, `imported` of them written, the others refused. */
export async function recordHistoryImportBatch(
  tx: Database,
  importId: number,
  batch: { processedRows: number; throughLine: number; imported: number; refused: readonly HistorySkippedLine[] },
): Promise<HistoryImportStatusRow> {
  const [row] = await tx
    .update(historyImports)
    .set({
      processedRows: sql`${historyImports.processedRows} + ${batch.processedRows}`,
      processedThroughLine: batch.throughLine,
      imported: sql`${historyImports.imported} + ${batch.imported}`,
      refused: sql`${historyImports.refused} || ${JSON.stringify(batch.refused)}::jsonb`,
    })
    .where(eq(historyImports.id, importId))
    .returning(statusColumns);
  return row!;
}

/** The import's end: succeeded, or failed with what stopped it. The file is not kept. */
export async function finishHistoryImport(
  db: Database,
  importId: number,
  end: { status: 'succeeded' | 'failed'; error?: string; now: Date },
): Promise<HistoryImportStatusRow | undefined> {
  const [row] = await db
    .update(historyImports)
    .set({ status: end.status, error: end.error ?? null, finishedAt: end.now, csv: '' })
    .where(eq(historyImports.id, importId))
    .returning(statusColumns);
  return row;
}
