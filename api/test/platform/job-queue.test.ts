import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { createApp, type App } from '../../src/app.js';
import { jobs } from '../../src/db/schema/index.js';
import { JobQueue } from '../../src/platform/jobs/job-queue.js';
import { PermanentJobError } from '../../src/platform/jobs/permanent-job-error.js';
import { MINUTE, SECOND } from '../helpers/clock.js';
import { expectedDriver } from '../helpers/test-database.js';
import { startTestApp, testConfig, type TestApp } from '../helpers/test-app.js';
import { waitFor } from '../helpers/payment-sandbox.js';

describe('job queue', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  const jobRows = (name: string) => testApp.app.db.select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.id);

  it('a job that throws is retried with exponential backoff, then kept as dead with its last error', async () => {
    const { app, clock } = testApp;
    let calls = 0;
    app.jobs.define(
      'test.always-fails',
      async () => {
        calls += 1;
        throw new Error(`broken ${calls}`);
      },
      { maxAttempts: 3, backoff: { baseMs: 10 * SECOND, maxMs: MINUTE } },
    );
    await app.jobs.enqueue(app.db, 'test.always-fails', { n: 1 });

    await app.jobs.drain(['test.always-fails']);
    expect(calls).toBe(1);
    const [afterFirst] = await jobRows('test.always-fails');
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, lastError: 'broken 1' });
    expect(afterFirst!.runAt).toEqual(new Date(clock.now().getTime() + 10 * SECOND));

    clock.advance(10 * SECOND - 1);
    await app.jobs.drain(['test.always-fails']);
    expect(calls).toBe(1);

    clock.advance(1);
    await app.jobs.drain(['test.always-fails']);
    expect(calls).toBe(2);
    const [afterSecond] = await jobRows('test.always-fails');
    expect(afterSecond!.runAt).toEqual(new Date(clock.now().getTime() + 20 * SECOND));

    clock.advance(20 * SECOND);
    await app.jobs.drain(['test.always-fails']);
    expect(calls).toBe(3);
    const [dead] = await jobRows('test.always-fails');
    expect(dead).toMatchObject({ status: 'dead', attempts: 3, lastError: 'broken 3', payload: { n: 1 } });
    expect(dead!.finishedAt).toEqual(clock.now());

    clock.advance(MINUTE);
    await app.jobs.drain(['test.always-fails']);
    expect(calls).toBe(3);
  });

  it('a permanent failure makes the job dead at once', async () => {
    const { app } = testApp;
    app.jobs.define('test.refused', async () => {
      throw new PermanentJobError('refused for good');
    });
    await app.jobs.enqueue(app.db, 'test.refused', {});

    await app.jobs.drain(['test.refused']);

    expect(await jobRows('test.refused')).toEqual([expect.objectContaining({ status: 'dead', attempts: 1, lastError: 'refused for good' })]);
  });

  it('a unique key writes one job however often it is enqueued', async () => {
    const { app } = testApp;
    const seen: unknown[] = [];
    app.jobs.define('test.deduplicated', async (payload) => {
      seen.push(payload);
    });

    expect(await app.jobs.enqueue(app.db, 'test.deduplicated', { first: true }, { uniqueKey: 'order-7' })).toBe(true);
    expect(await app.jobs.enqueue(app.db, 'test.deduplicated', { first: false }, { uniqueKey: 'order-7' })).toBe(false);
    await app.jobs.drain(['test.deduplicated']);

    expect(seen).toEqual([{ first: true }]);
    expect(await jobRows('test.deduplicated')).toEqual([expect.objectContaining({ status: 'done', attempts: 1 })]);
  });

  it('a job enqueued in a transaction that rolls back is not written', async () => {
    const { app } = testApp;
    app.jobs.define('test.rolled-back', async () => {});

    await expect(
      app.db.transaction(async (tx) => {
        await app.jobs.enqueue(tx, 'test.rolled-back', {});
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await jobRows('test.rolled-back')).toEqual([]);
  });

  it('two instances on one database run a scheduled job exactly once per slot', async () => {
    const { app, clock } = testApp;
    const runs: Array<{ instance: string; slot: string }> = [];
    const schedule = (queue: JobQueue, instance: string) =>
      queue.schedule('test.every-minute', MINUTE, async ({ slot }) => {
        runs.push({ instance, slot });
      });

    // On PostgreSQL a second app with its own connection pool; the embedded database takes one
    // connection only, so there the second instance is a second worker on the same connection.
    let second: App | undefined;
    let secondQueue: JobQueue;
    if (expectedDriver === 'postgres') {
      second = createApp(testConfig(testApp.database.config), { database: await testApp.database.connect(), clock });
      await second.ready();
      secondQueue = second.jobs;
    } else {
      secondQueue = new JobQueue({ db: app.db, clock, log: app.log, pollIntervalMs: 20 });
    }
    schedule(app.jobs, 'first');
    schedule(secondQueue, 'second');
    app.jobs.start();
    secondQueue.start();
    try {
      const slotsDone = async (count: number) =>
        (
          await app.db
            .select()
            .from(jobs)
            .where(and(eq(jobs.name, 'test.every-minute'), eq(jobs.status, 'done')))
        ).length === count;
      for (let slot = 1; slot <= 3; slot += 1) {
        await waitFor(() => slotsDone(slot), `slot ${slot} to run`);
        // Both workers look at least once more at the slot before the clock moves on.
        await new Promise((resolve) => setImmediate(resolve));
        clock.advance(MINUTE);
      }
    } finally {
      await app.jobs.stop();
      await secondQueue.stop();
      await second?.close();
    }

    const slots = runs.map((run) => run.slot);
    expect(slots).toHaveLength(3);
    expect(new Set(slots).size).toBe(3);
    expect(await jobRows('test.every-minute')).toHaveLength(3);
  });
});
