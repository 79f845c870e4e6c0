import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { inReportTransaction, isStatementTimeout } from './report-transaction-repository.js';
/** What a refused caller is told to wait: a report takes well under a second, or ends at its timeout. */
const BUSY_RETRY_AFTER_SECONDS = 2;

export function reportsBusy(): AppError {
  return new AppError(429, 'reports_busy', 'Other reports of this workspace are being computed. Retry in a few seconds.', undefined, {
    headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
  });
}

export function reportTimedOut(timeoutMs: number, cause?: unknown): AppError {
  return new AppError(
    503,
    'report_timeout',
    `The report took longer than ${timeoutMs} ms and was stopped. Choose a shorter period, or retry later.`,
    undefined,
    {
      cause,
      headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
    },
  );
}

/**
 * Bounds on the reports so that one workspace cannot hold the database for the others: at most
 * `perWorkspace` reports of one workspace compute at once in this API instance (the next gets 429
 * `reports_busy` with Retry-After), and each report runs in one read-only transaction limited to
 * `timeoutMs` (503 `report_timeout`).
 *
 * PostgreSQL stops a statement at its `statement_timeout`. The embedded database (PGlite) runs a
 * statement on the API's own thread and has no timer to stop it, so there the bound is kept around
 * the statements instead: a report still waiting for the database, or finished, after `timeoutMs`
 * is answered `report_timeout` (docs/reports.md, "Bounds").
 */
export function reportBounds(app: FastifyInstance) {
  const { timeoutMs, perWorkspace } = app.config.reports;
  const running = new Map<number, number>();

  const release = (workspaceId: number) => {
    const left = (running.get(workspaceId) ?? 1) - 1;
    if (left === 0) running.delete(workspaceId);
    else running.set(workspaceId, left);
  };

  const inTransaction = <T>(compute: (db: Database) => Promise<T>): Promise<T> => inReportTransaction(app.db, app.dbDriver, timeoutMs, compute);

  const embeddedDeadline = async <T>(work: Promise<T>): Promise<T> => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(reportTimedOut(timeoutMs)), timeoutMs);
    });
    try {
      const result = await Promise.race([work, late]);
      if (performance.now() - started > timeoutMs) throw reportTimedOut(timeoutMs);
      return result;
    } finally {
      clearTimeout(timer);
    }
  };

  /**
   * Computes one report of the workspace within the bounds: `prepare` (work outside the report's
   * transaction, such as the app's cached forecast: the embedded database's one connection is busy
   * while a transaction is open) and then `compute` in the transaction.
   */
  return async function bounded<T, P = undefined>(
    workspaceId: number,
    compute: (db: Database, prepared: P) => Promise<T>,
    prepare?: () => Promise<P>,
  ): Promise<T> {
    if ((running.get(workspaceId) ?? 0) >= perWorkspace) throw reportsBusy();
    running.set(workspaceId, (running.get(workspaceId) ?? 0) + 1);
    // The slot is held until the database work ends, even when the caller was answered earlier.
    const work = (async () => {
      const prepared = (prepare ? await prepare() : undefined) as P;
      return inTransaction((db) => compute(db, prepared));
    })();
    void work.then(
      () => release(workspaceId),
      () => release(workspaceId),
    );
    try {
      return app.dbDriver === 'postgres' ? await work : await embeddedDeadline(work);
    } catch (error) {
      if (isStatementTimeout(error)) throw reportTimedOut(timeoutMs, error);
      throw error;
    }
  };
}
