import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseConnection } from './database.js';
import { listenForNotifications } from './postgres-listener.js';
import { migrationConfig } from './migrations.js';
import * as schema from './schema/index.js';

/** Serializes migrations when several API instances start against one database. */
const MIGRATION_LOCK_KEY = 4_726_511_031;

export interface PostgresOptions {
  url: string;
  /** Errors of idle pooled connections (e.g. the server restarted); without a listener they crash the process. */
  onPoolError?: (error: Error) => void;
}

export async function connectPostgres({ url, onPoolError }: PostgresOptions): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5_000 });
  pool.on('error', (error) => onPoolError?.(error));
  const db = drizzle({ client: pool, schema });
  let closing: Promise<void> | undefined;

  async function migrateLocked(): Promise<void> {
    // An advisory lock is held by a session, so the lock and the migration share one client.
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrate(drizzle({ client, schema }), migrationConfig);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } catch (error) {
      failure = error as Error;
      throw error;
    } finally {
      // Releasing with an error discards the connection, and with it any lock it might still hold.
      client.release(failure);
    }
  }

  return {
    driver: 'postgres',
    db,
    migrate: migrateLocked,
    listen: (channel, handlers) => listenForNotifications(url, channel, handlers, onPoolError),
    close: () => (closing ??= pool.end()),
  };
}
