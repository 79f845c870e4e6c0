import { count, max } from 'drizzle-orm';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';
import { migrationConfig, type JournalEntry } from './migrations.js';

// Drizzle's own bookkeeping table; deliberately outside src/db/schema so drizzle-kit never manages it.
const appliedMigrations = pgSchema(migrationConfig.migrationsSchema).table(migrationConfig.migrationsTable, {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

export interface MigrationStatus {
  applied: number;
  /** Tag of the newest applied migration; null if none is applied or this build does not know it. */
  latest: string | null;
}

export async function readMigrationStatus(db: Database, journal: JournalEntry[]): Promise<MigrationStatus> {
  const [row] = await db.select({ applied: count(), newest: max(appliedMigrations.createdAt) }).from(appliedMigrations);
  // The migrator records each migration's journal timestamp (`when`) as created_at.
  const latest = journal.find((entry) => entry.when === row?.newest)?.tag ?? null;
  return { applied: row?.applied ?? 0, latest };
}
