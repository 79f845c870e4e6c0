import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseConfig } from '../config.js';
import type * as schema from './schema/index.js';

/** The Drizzle API both drivers share; code above the db layer never needs to know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = DatabaseConfig['driver'];

/** An open database: the Drizzle instance plus what only its owner may do with it. */
export interface DatabaseConnection {
  readonly driver: DatabaseDriver;
  readonly db: Database;
  /** Applies pending migrations from api/drizzle. */
  migrate(): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
}
