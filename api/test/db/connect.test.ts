import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../../src/app.js';
import { connectPglite } from '../../src/db/pglite.js';
import { users } from '../../src/db/schema/index.js';
import { testConfig } from '../helpers/test-app.js';
import { createTestDatabase, expectedDriver } from '../helpers/test-database.js';

const journal = JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: Array<{ tag: string }>;
};

describe('starting from configuration alone', () => {
  it('connects to an empty database, migrates it and reports healthy', async () => {
    // For PGlite the app opens `memory://` from the configuration; for PostgreSQL, a database without the template.
    const database = await createTestDatabase({ empty: true });
    const app = await buildApp(testConfig(database.config, { logLevel: 'silent' }));
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });

      expect(response.json()).toEqual({
        status: 'ok',
        db: {
          reachable: true,
          driver: expectedDriver,
          migrations: { applied: journal.entries.length, latest: journal.entries.at(-1)?.tag },
        },
      });
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('PGlite on disk', () => {
  let root: string;
  let dataDir: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'stepwise-pglite-'));
    // A missing parent directory must be created, not fail initdb.
    dataDir = join(root, 'nested', 'pglite');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps data across restarts and lets one process at a time open the directory', async () => {
    const first = await connectPglite({ dataDir });
    try {
      await first.migrate();
      await first.db.insert(users).values({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });

      await expect(connectPglite({ dataDir })).rejects.toThrow(/already open in this process/);
    } finally {
      await first.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const second = await connectPglite({ dataDir });
    try {
      await second.migrate();
      expect(await second.db.select({ email: users.email }).from(users)).toEqual([{ email: 'ada@example.com' }]);
    } finally {
      await second.close();
    }
  });

  it('refuses a directory another running process holds, and takes over a stale lock', async () => {
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(connectPglite({ dataDir })).rejects.toThrow(`in use by process ${process.ppid}`);

    // The pid of a process that has exited: its lock is a leftover.
    const exited = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(`${dataDir}.lock`, exited);
    const connection = await connectPglite({ dataDir });
    await connection.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
