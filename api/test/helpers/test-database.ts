import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { DatabaseConfig } from '../../src/config.js';
import type { DatabaseConnection } from '../../src/db/database.js';
import { connectPglite } from '../../src/db/pglite.js';
import { connectPostgres } from '../../src/db/postgres.js';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, withPostgresClient } from '../global-setup.js';

/** A database of its own for one test file. */
export interface TestDatabase {
  /** Describes the database the way the app's configuration would. */
  config: DatabaseConfig;
  /** Opens a connection (for PGlite: a fresh in-memory copy of the migrated template). */
  connect(): Promise<DatabaseConnection>;
  /** Removes the database; call after every connection is closed. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** A database without the schema (no migration applied), for the tests of migrating one. */
  empty?: boolean;
}

async function createPgliteDatabase({ empty }: TestDatabaseOptions): Promise<TestDatabase> {
  if (empty) return { config: { driver: 'pglite' }, connect: () => connectPglite({}), drop: async () => {} };
  const templatePath = process.env[PGLITE_TEMPLATE_ENV];
  if (!templatePath) throw new Error(`${PGLITE_TEMPLATE_ENV} is not set: is test/global-setup.ts configured?`);
  const template = new Blob([new Uint8Array(await readFile(templatePath))]);
  return {
    config: { driver: 'pglite' },
    connect: () => connectPglite({ loadDataDir: template }),
    drop: async () => {},
  };
}

async function createPostgresDatabase(serverUrl: string, { empty }: TestDatabaseOptions): Promise<TestDatabase> {
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  if (!template && !empty) throw new Error(`${POSTGRES_TEMPLATE_ENV} is not set: is test/global-setup.ts configured?`);
  const name = `stepwise_test_${randomBytes(6).toString('hex')}`;
  // A copy of the migrated template: the app's own migration at start-up then finds nothing to do.
  await withPostgresClient(serverUrl, (client) => client.query(`create database "${name}"${empty ? '' : ` template "${template}"`}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { driver: 'postgres', url: url.toString() },
    connect: () => connectPostgres({ url: url.toString() }),
    drop: () =>
      withPostgresClient(serverUrl, async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

/**
 * A migrated database of its own: PGlite from the template, or, with TEST_DATABASE_URL set, a throw-away
 * PostgreSQL database created from the run's migrated template database.
 */
export function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createPostgresDatabase(serverUrl, options) : createPgliteDatabase(options);
}

export const expectedDriver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
