import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { jobs, type JobRow } from './jobs-schema.js';

export interface NewJob {
  name: string;
  payload: unknown;
  runAt: Date;
  maxAttempts: number;
  uniqueKey?: string;
}

/** Inserts a job; with a unique key already taken nothing is written and false comes back. */
export async function insertJob(db: Database, job: NewJob, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({ ...job, uniqueKey: job.uniqueKey ?? null, createdAt: now })
    .onConflictDoNothing({ target: [jobs.name, jobs.uniqueKey] })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

export interface ClaimOptions {
  names: readonly string[];
  workerId: string;
  now: Date;
  /** A running job claimed before this is taken to be abandoned (its worker died) and claimed again. */
  staleBefore: Date;
}

/**
 * Claims the next due job among `names` for one worker, in one statement (so no transaction stays
 * open): rows another worker is claiming are skipped, never waited for.
 */
export async function claimJob(db: Database, { names, workerId, now, staleBefore }: ClaimOptions): Promise<JobRow | undefined> {
  if (names.length === 0) return undefined;
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, [...names]),
        or(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lt(jobs.lockedAt, staleBefore))),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedAt: now, lockedBy: workerId })
    .where(inArray(jobs.id, next))
    .returning();
  return claimed;
}

const ownedBy = (job: JobRow, workerId: string) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

export async function markJobDone(db: Database, job: JobRow, workerId: string, now: Date, discardPayload: boolean): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: now, lockedAt: null, lockedBy: null, ...(discardPayload && { payload: {} }) })
    .where(ownedBy(job, workerId));
}

/** Back to pending until `retryAt`, or dead (finished, last error kept) when `retryAt` is absent. */
export async function markJobFailed(
  db: Database,
  job: JobRow,
  workerId: string,
  { now, error, retryAt }: { now: Date; error: string; retryAt?: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { status: 'pending', runAt: retryAt, lastError: error, lockedAt: null, lockedBy: null }
        : { status: 'dead', finishedAt: now, lastError: error, lockedAt: null, lockedBy: null },
    )
    .where(ownedBy(job, workerId));
}

/** Removes done jobs finished before `before`; dead ones stay until someone looks at them. */
export async function deleteFinishedJobs(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return deleted.length;
}
