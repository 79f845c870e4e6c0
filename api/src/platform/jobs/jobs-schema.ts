import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/schema/checks.js';

/** pending → running → done; a failed run goes back to pending (later) or, out of attempts, to dead. */
export const jobStatuses = ['pending', 'running', 'done', 'dead'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Background work of every API instance: queued jobs, scheduled slots and the mail outbox. A row is
 * claimed by one worker at a time (`for update skip locked`), so two instances never run it twice.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Which handler runs it, e.g. `mail.send`, `billing.renewal`. */
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** At most one job per name and key, ever kept: a scheduled slot's start, or a caller's deduplication key. */
    uniqueKey: text('unique_key'),
    status: text('status', { enum: jobStatuses }).notNull().default('pending'),
    /** Runs started so far, the current one included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not before: the first run, or the next attempt after a failure. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** When a worker claimed it; a running job whose lease has run out is claimed again. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /** The error of the last failed attempt (kept on dead jobs). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When it became done or dead. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_name_unique_key').on(table.name, table.uniqueKey),
    index('jobs_claimable')
      .on(table.runAt)
      .where(sql`${table.status} in ('pending', 'running')`),
    check('jobs_status_check', oneOf(table.status, jobStatuses)),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
