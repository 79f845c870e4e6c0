import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { sqlState, type Database } from '../../src/db/database.js';
import { DEFAULT_TRANSACTION_RETRY, markDoneOutsideDatabase, retryDelayMs } from '../../src/db/transaction-retry.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

// Every write transaction of the app (app.db.transaction) runs again when PostgreSQL ends it with a
// serialization failure (40001) or a deadlock (40P01), a bounded number of times, unless it did
// something outside the database.

let testApp: TestApp;
let db: Database;

beforeAll(async () => {
  testApp = await startTestApp();
  db = testApp.app.db;
  await db.execute(sql`create table retry_probe (id integer primary key, runs integer not null default 0)`);
});

afterAll(() => testApp.close());

beforeEach(async () => {
  await db.execute(sql`delete from retry_probe`);
  await db.execute(sql`insert into retry_probe (id) values (1), (2)`);
});

/** Makes PostgreSQL end the transaction as it would have to under concurrency. */
function failWith(tx: Database, condition: 'serialization_failure' | 'deadlock_detected') {
  return tx.execute(sql.raw(`do $$ begin raise exception 'forced by the test' using errcode = '${condition}'; end $$`));
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf(from: Database, query: ReturnType<typeof sql>): Promise<Array<{ runs: number }>> {
  return ((await from.execute(query)) as unknown as { rows: Array<{ runs: number }> }).rows;
}

async function probe(id: number): Promise<number> {
  const [row] = await rowsOf(db, sql`select runs from retry_probe where id = ${id}`);
  return Number(row!.runs);
}

const retryLogs = () => testApp.logs.filter((record) => String(record.msg).startsWith('transaction failed ('));

describe('a transaction PostgreSQL gave up on runs again', () => {
  it.each([
    ['a serialization failure', 'serialization_failure', '40001'],
    ['a deadlock', 'deadlock_detected', '40P01'],
  ] as const)('after %s: the second run commits, the first left nothing', async (_name, condition, code) => {
    const logsBefore = retryLogs().length;
    let runs = 0;
    const result = await db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`update retry_probe set runs = runs + 1 where id = 1`);
      if (runs === 1) await failWith(tx, condition);
      return 'done';
    });
    expect(result).toBe('done');
    expect(runs).toBe(2);
    expect(await probe(1)).toBe(1);
    expect(retryLogs().slice(logsBefore)).toEqual([expect.objectContaining({ code, attempt: 1, level: 40 })]);
  });

  it(`gives up after ${DEFAULT_TRANSACTION_RETRY.attempts} runs and answers the error`, async () => {
    let runs = 0;
    const failing = db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`update retry_probe set runs = runs + 1 where id = 1`);
      await failWith(tx, 'serialization_failure');
    });
    await expect(failing).rejects.toThrow();
    expect(sqlState(await failing.catch((error: unknown) => error))).toBe('40001');
    expect(runs).toBe(DEFAULT_TRANSACTION_RETRY.attempts);
    expect(await probe(1)).toBe(0);
  });

  it('never runs again a transaction that did something outside the database', async () => {
    let runs = 0;
    const failing = db.transaction(async (tx) => {
      runs += 1;
      markDoneOutsideDatabase(tx);
      await failWith(tx, 'deadlock_detected');
    });
    await expect(failing).rejects.toThrow();
    expect(runs).toBe(1);
  });

  it('does not run again a transaction refused for another reason (a unique violation)', async () => {
    let runs = 0;
    const failing = db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`insert into retry_probe (id) values (1)`);
    });
    await expect(failing).rejects.toThrow();
    expect(sqlState(await failing.catch((error: unknown) => error))).toBe('23505');
    expect(runs).toBe(1);
  });

  it('waits a random time under a ceiling that doubles with each run', () => {
    const policy = { attempts: 6, baseDelayMs: 20, maxDelayMs: 100 };
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(policy, attempt, () => 1))).toEqual([20, 40, 80, 100, 100]);
    expect(retryDelayMs(policy, 3, () => 0.5)).toBe(40);
    expect(retryDelayMs(policy, 3, () => 0)).toBe(0);
  });
});

// Real conflicts need two connections; the embedded database has one and serialises everything.
if (process.env.TEST_DATABASE_URL)
  describe('real conflicts on PostgreSQL', () => {
    /** Resolves when `count` callers have arrived: two transactions line up before their conflicting step. */
    function barrier(count: number): () => Promise<void> {
      let arrived = 0;
      let release!: () => void;
      const all = new Promise<void>((resolve) => (release = resolve));
      return () => {
        arrived += 1;
        if (arrived === count) release();
        return all;
      };
    }

    it('two transactions locking two rows in opposite orders both commit (the one PostgreSQL chose runs again)', async () => {
      const logsBefore = retryLogs().length;
      const bothHoldOne = barrier(2);
      const lockInOrder = (first: number, second: number) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`update retry_probe set runs = runs + 1 where id = ${first}`);
          await bothHoldOne();
          await tx.execute(sql`update retry_probe set runs = runs + 1 where id = ${second}`);
        });
      await Promise.all([lockInOrder(1, 2), lockInOrder(2, 1)]);
      expect([await probe(1), await probe(2)]).toEqual([2, 2]);
      expect(
        retryLogs()
          .slice(logsBefore)
          .map((record) => record.code),
      ).toEqual(['40P01']);
    });

    it('a repeatable-read transaction that lost a concurrent update runs again and sees the other’s write', async () => {
      const bothRead = barrier(2);
      const increment = () =>
        db.transaction(
          async (tx) => {
            const [row] = await rowsOf(tx, sql`select runs from retry_probe where id = 1`);
            await bothRead();
            await tx.execute(sql`update retry_probe set runs = ${Number(row!.runs) + 1} where id = 1`);
          },
          { isolationLevel: 'repeatable read' },
        );
      await Promise.all([increment(), increment()]);
      expect(await probe(1)).toBe(2);
    });
  });
