import type { Database } from '../../../db/database.js';
import { readMigrationStatus, type MigrationStatus } from '../../../db/migration-status.js';
import { readJournal } from '../../../db/migrations.js';

/**
 * The applied migrations as the health check reports them. The journal of this build is read once,
 * when the reader is made; each call then queries the database.
 */
export function migrationStatusReader(): (db: Database) => Promise<MigrationStatus> {
  const journal = readJournal();
  return (db) => readMigrationStatus(db, journal);
}
