import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

// Jest loads this file (and global-teardown.ts) as CommonJS without moduleNameMapper, so neither may
// import project files: `../src/x.js` would not resolve to the .ts source here. The migrations run
// with drizzle's default bookkeeping table, which is the app's (api/src/db/migrations.ts).

/** Path of a migrated PGlite data-dir tarball that each test file restores (PGlite runs only). */
export const PGLITE_TEMPLATE_ENV = 'STEPWISE_TEST_PGLITE_TEMPLATE';
/** Name of the migrated PostgreSQL database each test database is created from (PostgreSQL runs only). */
export const POSTGRES_TEMPLATE_ENV = 'STEPWISE_TEST_POSTGRES_TEMPLATE';

/** Runs `use` with a client of the PostgreSQL server at `serverUrl`, on database `name` when given. */
export async function withPostgresClient<T>(serverUrl: string, use: (client: pg.Client) => Promise<T>, name?: string): Promise<T> {
  const url = new URL(serverUrl);
  if (name) url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Migrating takes seconds (initdb for PGlite; 18 migrations on PostgreSQL), so each Jest run migrates
 * one template: a PGlite tarball, or a PostgreSQL database that every test database is a copy of
 * (`create database … template …`). Test workers start after global setup and inherit the environment.
 */
export default async function globalSetup(_globalConfig: unknown, projectConfig: { rootDir: string }): Promise<void> {
  const migrationsFolder = join(projectConfig.rootDir, 'drizzle');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `stepwise_test_template_${randomBytes(6).toString('hex')}`;
    await withPostgresClient(serverUrl, (client) => client.query(`create database "${name}"`));
    await withPostgresClient(serverUrl, (client) => migratePostgres(drizzlePostgres({ client }), { migrationsFolder }), name);
    process.env[POSTGRES_TEMPLATE_ENV] = name;
    return;
  }
  const client = await PGlite.create();
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    const tarball = await client.dumpDataDir('none');
    const dir = await mkdtemp(join(tmpdir(), 'stepwise-api-test-'));
    const file = join(dir, 'pglite-template.tar');
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV] = file;
  } finally {
    await client.close();
  }
}
