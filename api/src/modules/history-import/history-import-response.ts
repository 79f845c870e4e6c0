import type { HistoryImportJobResponse, HistoryImportProgress } from '@stepwise/contracts';
import type { HistoryImportStatusRow } from '../../db/schema/index.js';

export function toHistoryImportProgress(row: HistoryImportStatusRow): HistoryImportProgress {
  return {
    id: row.id,
    status: row.status,
    total_rows: row.totalRows,
    processed_rows: row.processedRows,
    imported: row.imported,
    refused_count: row.refused.length,
  };
}

export function toHistoryImportJobResponse(row: HistoryImportStatusRow): HistoryImportJobResponse {
  return {
    ...toHistoryImportProgress(row),
    refused: row.refused,
    processed_through_line: row.processedThroughLine,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
