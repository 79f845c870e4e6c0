import { sql } from 'drizzle-orm';
import { sqlState, type Database, type DatabaseDriver } from '../../db/database.js';

/** PostgreSQL cancelled the statement (here: its statement_timeout ran out). */
const QUERY_CANCELED = '57014';

/**
 * Runs `compute` in one read-only transaction; on PostgreSQL each of its statements is stopped after
 * `timeoutMs` (`SET LOCAL statement_timeout`, so the bound ends with the transaction).
 */
export function inReportTransaction<T>(db: Database, driver: DatabaseDriver, timeoutMs: number, compute: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction read only`);
    if (driver === 'postgres') await tx.execute(sql.raw(`set local statement_timeout = ${Math.trunc(timeoutMs)}`));
    return compute(tx);
  });
}

/** Whether a report's statement was stopped by its statement timeout. */
export const isStatementTimeout = (error: unknown) => sqlState(error) === QUERY_CANCELED;
