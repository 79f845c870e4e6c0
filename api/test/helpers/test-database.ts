import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/config.js';
import type { DatabaseConnection } from '../../src/db/database.js';
import { connectPglite } from '../../src/db/pglite.js';
import { connectPostgres } from '../../src/db/postgres.js';
import { PGLITE_TEMPLATE_ENV } from '../global-setup.js';

/** A database of its own for one test file. */
export interface TestDatabase {
  /** Describes the database the way the app's configuration would. */
  config: DatabaseConfig;
  /** Opens a connection (for PGlite: a fresh in-memory copy of the migrated template). */
  connect(): Promise<DatabaseConnection>;
  /** Removes the database; call after every connection is closed. */
  drop(): Promise<void>;
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const templatePath = process.env[PGLITE_TEMPLATE_ENV];
  if (!templatePath) throw new Error(`${PGLITE_TEMPLATE_ENV} is not set: is test/global-setup.ts configured?`);
  const template = new Blob([new Uint8Array(await readFile(templatePath))]);
  return {
    config: { driver: 'pglite' },
    connect: () => connectPglite({ loadDataDir: template }),
    drop: async () => {},
  };
}

async function withAdminClient<T>(serverUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `stepwise_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { driver: 'postgres', url: url.toString() },
    connect: () => connectPostgres({ url: url.toString() }),
    drop: () =>
      withAdminClient(serverUrl, async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

/** PGlite from the template, or a throw-away PostgreSQL database when TEST_DATABASE_URL is set. */
export function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createPostgresDatabase(serverUrl) : createPgliteDatabase();
}

export const expectedDriver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
