import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { bearer } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { reportFixture } from './report-fixture.js';

// One workspace cannot hold the database for the others: its reports compute a few at a time and
// each one within a time bound; beyond either the caller gets a clear answer with a code, never a 500.

const onPostgres = process.env.TEST_DATABASE_URL !== undefined;
const accuracy = (workspaceId: number) => `/api/workspaces/${workspaceId}/reports/accuracy?from=2026-03-02&to=2026-03-04`;

/**
 * On PostgreSQL, another connection holding `task_intervals` exclusively: every report that reads
 * them waits until `release` (or its statement timeout). The embedded database has one connection.
 */
async function holdIntervals(testApp: TestApp): Promise<(() => Promise<void>) & { waiting: () => Promise<number> }> {
  const config = testApp.database.config;
  if (config.driver !== 'postgres') throw new Error('needs PostgreSQL');
  const client = new pg.Client({ connectionString: config.url });
  await client.connect();
  await client.query('begin');
  await client.query('lock table task_intervals in access exclusive mode');
  const release = async () => {
    await client.query('rollback');
    await client.end();
  };
  /** How many statements of this database wait for a lock (the reports held here). */
  const waiting = async () => {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return Number(rows[0]!.count);
  };
  return Object.assign(release, { waiting });
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('at most REPORTS_PER_WORKSPACE reports of a workspace compute at once', () => {
  let testApp: TestApp;
  let fixture: Awaited<ReturnType<typeof reportFixture>>;
  beforeAll(async () => {
    testApp = await startTestApp({ config: { reports: { timeoutMs: 30_000, perWorkspace: 2 } } });
    fixture = await reportFixture(testApp);
  });
  afterAll(() => testApp.close());

  const report = (workspaceId = fixture.workspaceId, token = fixture.admin.token) =>
    testApp.app.inject({ method: 'GET', url: accuracy(workspaceId), headers: bearer(token) });

  it('answers the one past the limit 429 reports_busy with Retry-After, and the others their report', async () => {
    const release = onPostgres ? await holdIntervals(testApp) : undefined;
    const answers: LightMyRequestResponse[] = [];
    const pending = Array.from({ length: 3 }, () => report().then((answer) => (answers.push(answer), answer)));
    if (release) {
      // The two admitted wait for the lock; the third is refused at once.
      await until(() => answers.length > 0, 'the refusal');
      await release();
    }
    const all = await Promise.all(pending);

    const busy = all.filter((answer) => answer.statusCode === 429);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(all.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(all.every((answer) => answer.statusCode === 200 || answer.statusCode === 429)).toBe(true);
    expect(busy[0]!.json()).toEqual({ code: 'reports_busy', message: 'Other reports of this workspace are being computed. Retry in a few seconds.' });
    expect(busy[0]!.headers['retry-after']).toBe('2');

    // The slots are given back: the next report is computed.
    const after = await report();
    expect(after.statusCode).toBe(200);
    expect(after.json<{ data: { overall: { count: number } } }>().data.overall.count).toBeGreaterThan(0);
  });

  if (onPostgres)
    it('counts per workspace: another workspace’s reports go on while one workspace is at its limit', async () => {
      const other = await reportFixture(testApp);
      const release = await holdIntervals(testApp);
      const answers: LightMyRequestResponse[] = [];
      const pending = Array.from({ length: 3 }, () => report().then((answer) => (answers.push(answer), answer)));
      await until(() => answers.length > 0, 'the refusal');
      expect(answers[0]!.statusCode).toBe(429);
      // The first workspace is at its limit now; the other one is admitted and waits for the lock like them.
      const elsewhere = report(other.workspaceId, other.admin.token);
      await until(async () => (await release.waiting()) === 3, 'three reports waiting for the lock');
      await release();
      expect((await elsewhere).statusCode).toBe(200);
      expect((await Promise.all(pending)).map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429]);
    });
});

describe('a report that runs past REPORT_TIMEOUT', () => {
  let testApp: TestApp;
  let fixture: Awaited<ReturnType<typeof reportFixture>>;
  // PostgreSQL: a report kept waiting by a lock is stopped by its statement timeout. The embedded
  // database cannot stop a statement, so a bound of 1 ms is one every report exceeds.
  const timeoutMs = onPostgres ? 300 : 1;
  beforeAll(async () => {
    testApp = await startTestApp({ config: { reports: { timeoutMs, perWorkspace: 3 } } });
    fixture = await reportFixture(testApp);
  });
  afterAll(() => testApp.close());
  let release: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await release?.();
    release = undefined;
  });

  it('is answered 503 report_timeout with Retry-After, not 500', async () => {
    if (onPostgres) release = await holdIntervals(testApp);
    const started = Date.now();
    const answer = await testApp.app.inject({ method: 'GET', url: accuracy(fixture.workspaceId), headers: bearer(fixture.admin.token) });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      code: 'report_timeout',
      message: `The report took longer than ${timeoutMs} ms and was stopped. Choose a shorter period, or retry later.`,
    });
    expect(answer.headers['retry-after']).toBe('2');
    // Stopped at its bound, not when the lock went away.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('gives its slot back: the workspace is not left at its limit', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      if (onPostgres) release = await holdIntervals(testApp);
      const answer = await testApp.app.inject({ method: 'GET', url: accuracy(fixture.workspaceId), headers: bearer(fixture.admin.token) });
      expect(answer.json<{ code: string }>().code).toBe('report_timeout');
      await release?.();
      release = undefined;
    }
  });
});
