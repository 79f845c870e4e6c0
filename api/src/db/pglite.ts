import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseConnection } from './database.js';
import { migrationConfig } from './migrations.js';
import { lockDataDir } from './pglite-lock.js';
import * as schema from './schema/index.js';

export interface PgliteOptions {
  /** Directory for the data files; in memory when absent. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from instead of running initdb (tests use a migrated template). */
  loadDataDir?: Blob;
}

export async function connectPglite({ dataDir, loadDataDir }: PgliteOptions): Promise<DatabaseConnection> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dirname(dataDir), { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir, loadDataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzle({ client, schema });
  let closing: Promise<void> | undefined;
  return {
    driver: 'pglite',
    db,
    migrate: () => migrate(db, migrationConfig),
    // One process, one database: a notification is never lost, so there is nothing to resume.
    listen: (channel, { onMessage }) => client.listen(channel, onMessage),
    close: () => (closing ??= client.close().finally(unlock)),
  };
}
