import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

// Jest loads this file (and global-teardown.ts) as CommonJS without moduleNameMapper, so neither may
// import project files: `../src/x.js` would not resolve to the .ts source here.

/** Path of a migrated PGlite data-dir tarball that each test file restores (PGlite runs only). */
export const PGLITE_TEMPLATE_ENV = 'STEPWISE_TEST_PGLITE_TEMPLATE';

/**
 * initdb takes seconds, so PGlite runs build one migrated template per Jest run. With
 * TEST_DATABASE_URL set, each test file creates its own PostgreSQL database instead.
 */
export default async function globalSetup(_globalConfig: unknown, projectConfig: { rootDir: string }): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const client = await PGlite.create();
  try {
    // The app's migrator uses the same folder and drizzle's default bookkeeping table.
    await migrate(drizzle({ client }), { migrationsFolder: join(projectConfig.rootDir, 'drizzle') });
    const tarball = await client.dumpDataDir('none');
    const dir = await mkdtemp(join(tmpdir(), 'stepwise-api-test-'));
    const file = join(dir, 'pglite-template.tar');
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
    // Test workers start after global setup and inherit this environment.
    process.env[PGLITE_TEMPLATE_ENV] = file;
  } finally {
    await client.close();
  }
}
