import { sqlState, type Database } from './database.js';

/** PostgreSQL gave up on a transaction so that another could go on: running it again may succeed. */
export const SERIALIZATION_FAILURE = '40001';
export const DEADLOCK_DETECTED = '40P01';
const RETRYABLE: ReadonlySet<string> = new Set([SERIALIZATION_FAILURE, DEADLOCK_DETECTED]);

export interface TransactionRetryPolicy {
  /** Runs in all, the first included. */
  attempts: number;
  /** The wait before the second run; it doubles for each next one, up to maxDelayMs, each drawn at random up to that. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_TRANSACTION_RETRY: TransactionRetryPolicy = { attempts: 4, baseDelayMs: 20, maxDelayMs: 400 };

export interface TransactionRetry {
  attempt: number;
  code: string;
  delayMs: number;
  error: unknown;
}

export interface TransactionRetryOptions {
  policy?: TransactionRetryPolicy;
  /** Told before each wait (the app logs it). */
  onRetry?: (retry: TransactionRetry) => void;
  random?: () => number;
}

const doneOutside = new WeakSet<object>();

/**
 * Marks a transaction as having done something outside the database (a request to another service, a
 * message sent): should it fail, it is not run again. Transactions should do nothing of the kind
 * (DESIGN §9: never wait on the network inside one); a caller that must, says so here.
 */
export function markDoneOutsideDatabase(tx: Database): void {
  doneOutside.add(tx);
}

/** "Full jitter": a random wait up to the attempt's doubled ceiling, so two retrying transactions part ways. */
export function retryDelayMs(policy: TransactionRetryPolicy, attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling * random());
}

/**
 * Makes every `db.transaction(…)` of this handle run again when PostgreSQL ends it with a
 * serialization failure (40001) or a deadlock (40P01), after a short random wait, a bounded number of
 * times. The whole callback runs again on a fresh transaction, so it must not keep state of a failed
 * run (it may assign variables outside, as long as each run assigns them anew). Savepoints
 * (`tx.transaction`) are part of their transaction and are not retried on their own. The embedded
 * database runs one transaction at a time and never reports either.
 */
export function retryTransactions(db: Database, options: TransactionRetryOptions = {}): Database {
  const policy = options.policy ?? DEFAULT_TRANSACTION_RETRY;
  const random = options.random ?? Math.random;
  const transaction = db.transaction.bind(db);
  const retrying: Database['transaction'] = async (run, config) => {
    for (let attempt = 1; ; attempt++) {
      let handle: object | undefined;
      try {
        return await transaction((tx) => {
          handle = tx;
          return run(tx);
        }, config);
      } catch (error) {
        const code = sqlState(error);
        const retryable = code !== undefined && RETRYABLE.has(code) && !(handle && doneOutside.has(handle));
        if (!retryable || attempt >= policy.attempts) throw error;
        const delayMs = retryDelayMs(policy, attempt, random);
        options.onRetry?.({ attempt, code, delayMs, error });
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  };
  return Object.assign(Object.create(db) as Database, { transaction: retrying });
}
