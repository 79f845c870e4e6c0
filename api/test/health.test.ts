import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectedDriver } from './helpers/test-database.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const journal = JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: Array<{ tag: string }>;
};

describe('GET /api/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('reports the database reachable with every migration of the journal applied', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      status: 'ok',
      db: {
        reachable: true,
        driver: expectedDriver,
        migrations: { applied: journal.entries.length, latest: journal.entries.at(-1)?.tag },
      },
    });
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503 db_unreachable without the driver error', async () => {
    const testApp = await startTestApp();
    try {
      // To the app's queries, a connection closed under it looks like a database that went away.
      await testApp.connection.close();

      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'db_unreachable', message: 'The database is unreachable' });
      expect(testApp.logs).toContainEqual(expect.objectContaining({ level: 50, msg: 'health check: database query failed' }));
    } finally {
      await testApp.close();
    }
  });
});
