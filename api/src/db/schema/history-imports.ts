import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { HISTORY_IMPORT_STATUSES, type HistorySkippedLine } from '@stepwise/contracts';
import { oneOf } from './checks.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

/**
 * A history import run as a job: the file waits here until a worker takes it, and the row records how
 * far it got. Each batch of rows commits with the row's progress, so the status always says what is
 * in the workspace.
 */
export const historyImports = pgTable(
  'history_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The admin who sent the file: the imported tasks' creator. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: HISTORY_IMPORT_STATUSES }).notNull(),
    /** The zone dates without one are read in, fixed when the file was sent. */
    timeZone: text('time_zone').notNull(),
    /** The file; emptied once the import ends. */
    csv: text('csv').notNull(),
    totalRows: integer('total_rows').notNull(),
    processedRows: integer('processed_rows').notNull().default(0),
    processedThroughLine: integer('processed_through_line'),
    imported: integer('imported').notNull().default(0),
    refused: jsonb('refused')
      .$type<HistorySkippedLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('history_imports_workspace_idx').on(table.workspaceId),
    check('history_imports_status_check', oneOf(table.status, HISTORY_IMPORT_STATUSES)),
  ],
);

export type HistoryImportRow = typeof historyImports.$inferSelect;
/** An import's status without its file (up to 1 MiB), for what reads or reports progress. */
export type HistoryImportStatusRow = Omit<HistoryImportRow, 'csv'>;
