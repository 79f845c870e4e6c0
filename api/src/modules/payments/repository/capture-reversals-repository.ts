import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { captureReversals, type CaptureReversalRow } from '../../../db/schema/index.js';

export type NewCaptureReversal = typeof captureReversals.$inferInsert;

/**
 * Inserts the reversal of a capture, claimed by this process; undefined when a row for the same
 * transaction exists already (the unique transaction id lets only one process ask the provider).
 */
export async function claimCaptureReversal(db: Database, reversal: NewCaptureReversal): Promise<CaptureReversalRow | undefined> {
  const [claimed] = await db.insert(captureReversals).values(reversal).onConflictDoNothing().returning();
  return claimed;
}

export async function findCaptureReversal(db: Database, transactionId: number): Promise<CaptureReversalRow | undefined> {
  const [existing] = await db.select().from(captureReversals).where(eq(captureReversals.transactionId, transactionId));
  return existing;
}

/** The provider transactions that have a reversal row, whatever its state. */
export async function listReversedTransactionIds(db: Database): Promise<number[]> {
  const rows = await db.select({ transactionId: captureReversals.transactionId }).from(captureReversals);
  return rows.map((row) => row.transactionId);
}

const retryable = ['pending', 'failed'] as const;

/** Reversals pending or failed whose claim is older than `claimedBefore`. */
export async function findDueReversalIds(db: Database, claimedBefore: Date): Promise<number[]> {
  const due = await db
    .select({ id: captureReversals.id })
    .from(captureReversals)
    .where(and(inArray(captureReversals.status, [...retryable]), lte(captureReversals.claimedAt, claimedBefore)));
  return due.map((row) => row.id);
}

/**
 * Claims a due reversal again (a conditional update on claimed_at, so two instances never both retry
 * it) and counts the attempt; undefined when another process took it or it is no longer due.
 */
export async function reclaimDueReversal(db: Database, id: number, claimedBefore: Date, now: Date): Promise<CaptureReversalRow | undefined> {
  const [reclaimed] = await db
    .update(captureReversals)
    .set({ claimedAt: now, attempts: sql`${captureReversals.attempts} + 1` })
    .where(and(eq(captureReversals.id, id), inArray(captureReversals.status, [...retryable]), lte(captureReversals.claimedAt, claimedBefore)))
    .returning();
  return reclaimed;
}

export async function markReversalDone(
  db: Database,
  id: number,
  done: { action: CaptureReversalRow['action']; refundTransactionId: number | null; doneAt: Date },
): Promise<CaptureReversalRow> {
  const [row] = await db
    .update(captureReversals)
    .set({ status: 'done', action: done.action, refundTransactionId: done.refundTransactionId, lastError: null, doneAt: done.doneAt })
    .where(eq(captureReversals.id, id))
    .returning();
  return row!;
}

export async function markReversalFailed(db: Database, id: number, error: string): Promise<CaptureReversalRow> {
  const [row] = await db.update(captureReversals).set({ status: 'failed', lastError: error }).where(eq(captureReversals.id, id)).returning();
  return row!;
}
