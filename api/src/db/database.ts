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
  /** Receives NOTIFY payloads on `channel` until the returned function is called. */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /** Idempotent. */
  close(): Promise<void>;
}

export interface NotificationHandlers {
  onMessage(payload: string): void;
  /** The listening connection was lost and is back: notifications sent in between were missed. */
  onResume?(): void;
}

/** A transaction handle; it offers the whole Database API, so helpers take `Database` and accept either. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The PostgreSQL SQLSTATE behind a failed query (Drizzle wraps the driver error as `cause`). */
export function sqlState(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = cause?.code ?? (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

export const UNIQUE_VIOLATION = '23505';
