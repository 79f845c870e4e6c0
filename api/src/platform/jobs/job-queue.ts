import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { retryDelayMs, type Backoff } from './backoff.js';
import { claimJob, insertJob, markJobDone, markJobFailed } from './jobs-repository.js';
import type { JobRow } from './jobs-schema.js';
import { PermanentJobError } from './permanent-job-error.js';
import { slotStart } from './schedule-slots.js';

export interface JobContext {
  job: JobRow;
  log: FastifyBaseLogger;
}

/** Returns a summary worth logging (or nothing); throws to fail the attempt. */
export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<unknown>;

export interface JobOptions {
  /** Attempts before the job is dead (default 5). */
  maxAttempts?: number;
  /** Wait between attempts (default 30 s doubling up to 1 h). */
  backoff?: Backoff;
  /** Empty the payload once done (it may hold secrets, such as a mailed recovery link). */
  discardPayloadWhenDone?: boolean;
}

export interface EnqueueOptions {
  /** Not before (now by default). */
  runAt?: Date;
  /** Deduplication: a second job with the same name and key is not written. */
  uniqueKey?: string;
}

export interface JobQueueOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for due jobs and schedule slots. */
  pollIntervalMs: number;
  /** Jobs one worker runs at the same time. */
  concurrency?: number;
  /** A running job older than this is taken to be abandoned by a worker that died, and run again. */
  leaseMs?: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, maxMs: 60 * 60_000 };
const DEFAULT_MAX_ATTEMPTS = 5;
const SCHEDULED_MAX_ATTEMPTS = 3;
const SCHEDULED_BACKOFF: Backoff = { baseMs: 60_000, maxMs: 15 * 60_000 };
/** After a wake-up, the worker looks again this often for a short while: the enqueuing transaction may not have committed yet. */
const BURST_POLL_MS = 25;
const BURST_LENGTH_MS = 500;
/** Shutdown waits this long for running jobs; one still running is claimed again by a live worker after its lease. */
const STOP_GRACE_MS = 5_000;

interface Definition extends Required<Omit<JobOptions, 'backoff'>> {
  handler: JobHandler<unknown>;
  backoff: Backoff;
}

interface Schedule {
  everyMs: number;
  lastSlot?: number;
}

/**
 * A job queue on the `jobs` table that works alike on PostgreSQL and on the embedded database's single
 * connection: every step (enqueue, claim, finish) is one short statement, and handlers run outside any
 * transaction. Several API instances share the table; a row is run by whichever claims it first.
 */
export class JobQueue {
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;
  readonly #pollIntervalMs: number;
  readonly #concurrency: number;
  readonly #leaseMs: number;
  readonly #definitions = new Map<string, Definition>();
  readonly #schedules = new Map<string, Schedule>();
  readonly #inFlight = new Map<Promise<void>, string>();
  #enqueued = 0;
  #running = false;
  #loop: Promise<void> | undefined;
  #burstUntil = 0;
  #wakeUp: () => void = () => {};

  constructor(options: JobQueueOptions) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#log = options.log;
    this.#pollIntervalMs = options.pollIntervalMs;
    this.#concurrency = options.concurrency ?? 4;
    this.#leaseMs = options.leaseMs ?? 15 * 60_000;
  }

  /** Declares what runs jobs called `name`. */
  define<Payload>(name: string, handler: JobHandler<Payload>, options: JobOptions = {}): void {
    if (this.#definitions.has(name)) throw new Error(`job ${name} is already defined`);
    this.#definitions.set(name, {
      handler: handler as JobHandler<unknown>,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      backoff: options.backoff ?? DEFAULT_BACKOFF,
      discardPayloadWhenDone: options.discardPayloadWhenDone ?? false,
    });
  }

  /**
   * A periodic job: one run per slot of `everyMs` (aligned to the epoch), whatever the number of API
   * instances, because each slot is one row keyed by its start and only one worker claims it.
   */
  schedule(name: string, everyMs: number, handler: JobHandler<{ slot: string }>, options: JobOptions = {}): void {
    if (!(everyMs > 0)) throw new Error(`job ${name}: the interval must be positive`);
    this.define(name, handler, { maxAttempts: SCHEDULED_MAX_ATTEMPTS, backoff: SCHEDULED_BACKOFF, ...options });
    this.#schedules.set(name, { everyMs });
  }

  /** Writes a job in `db` (pass the transaction of the change that causes it); false when its unique key was taken. */
  async enqueue(db: Database, name: string, payload: unknown, options: EnqueueOptions = {}): Promise<boolean> {
    const definition = this.#definitions.get(name);
    if (!definition) throw new Error(`job ${name} is not defined`);
    const now = this.#clock.now();
    const inserted = await insertJob(
      db,
      { name, payload, runAt: options.runAt ?? now, maxAttempts: definition.maxAttempts, uniqueKey: options.uniqueKey },
      now,
    );
    this.#enqueued += 1;
    setImmediate(() => this.wake());
    return inserted;
  }

  /** How many jobs this instance has enqueued so far (tests deliver only after a request that added some). */
  get enqueuedCount(): number {
    return this.#enqueued;
  }

  /** Starts this instance's worker: it writes schedule slots and runs due jobs until stopped. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#work();
  }

  /** Stops taking jobs and waits (a few seconds at most) for the running ones. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#wakeUp();
    await this.#loop;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)));
    await Promise.race([Promise.allSettled([...this.#inFlight.keys()]), grace]);
    clearTimeout(timer);
  }

  /** Looks for due work now (after an enqueue), and keeps looking briefly. */
  wake(): void {
    this.#burstUntil = Date.now() + BURST_LENGTH_MS;
    this.#wakeUp();
  }

  /** Writes the current slot of every schedule not yet written by this instance. */
  async enqueueDueSlots(): Promise<void> {
    const now = this.#clock.now();
    for (const [name, schedule] of this.#schedules) {
      const slot = slotStart(now, schedule.everyMs);
      if (schedule.lastSlot === slot.getTime()) continue;
      await insertJob(
        this.#db,
        { name, payload: { slot: slot.toISOString() }, runAt: slot, maxAttempts: this.#definitions.get(name)!.maxAttempts, uniqueKey: slot.toISOString() },
        now,
      );
      schedule.lastSlot = slot.getTime();
    }
  }

  /**
   * Runs due jobs among `names` (every defined job by default) until none is due and none of them is
   * running in this process. Tests and one-off commands use it; the worker does the same continuously.
   */
  async drain(names: readonly string[] = [...this.#definitions.keys()]): Promise<void> {
    for (;;) {
      await this.#claimAndRun(names);
      const ours = [...this.#inFlight].filter(([, name]) => names.includes(name)).map(([run]) => run);
      if (ours.length === 0) return;
      await Promise.race(ours);
    }
  }

  async #work(): Promise<void> {
    while (this.#running) {
      try {
        await this.enqueueDueSlots();
        await this.#claimAndRun([...this.#definitions.keys()]);
      } catch (error) {
        this.#log.error({ err: error }, 'job worker could not reach the database');
      }
      if (!this.#running) break;
      await this.#sleep(Date.now() < this.#burstUntil ? BURST_POLL_MS : this.#pollIntervalMs);
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wakeUp = done;
    });
  }

  async #claimAndRun(names: readonly string[]): Promise<void> {
    while (this.#inFlight.size < this.#concurrency) {
      const now = this.#clock.now();
      const job = await claimJob(this.#db, {
        names,
        workerId: this.workerId,
        now,
        staleBefore: new Date(now.getTime() - this.#leaseMs),
      });
      if (!job) return;
      const run: Promise<void> = this.#run(job).finally(() => {
        this.#inFlight.delete(run);
        this.#wakeUp();
      });
      this.#inFlight.set(run, job.name);
    }
  }

  async #run(job: JobRow): Promise<void> {
    const definition = this.#definitions.get(job.name)!;
    const log = this.#log.child({ job: job.name, jobId: job.id, attempt: job.attempts });
    try {
      const summary = await definition.handler(job.payload, { job, log });
      await markJobDone(this.#db, job, this.workerId, this.#clock.now(), definition.discardPayloadWhenDone);
      log.info({ summary }, `${job.name} job done`);
    } catch (error) {
      const now = this.#clock.now();
      const message = error instanceof Error ? error.message : String(error);
      const dead = error instanceof PermanentJobError || job.attempts >= definition.maxAttempts;
      const retryAt = dead ? undefined : new Date(now.getTime() + retryDelayMs(definition.backoff, job.attempts));
      await markJobFailed(this.#db, job, this.workerId, { now, error: message, retryAt }).catch((markError: unknown) =>
        log.error({ err: markError }, 'job failure could not be recorded'),
      );
      if (dead) log.error({ err: error }, `${job.name} job dead after ${job.attempts} attempt(s)`);
      else log.warn({ err: error, retryAt }, `${job.name} job failed, will retry`);
    }
  }
}
