import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import pg from 'pg';

// The same names as PGLITE_TEMPLATE_ENV and POSTGRES_TEMPLATE_ENV in global-setup.ts, whose exports
// this file cannot import (see the note there).
export default async function globalTeardown(): Promise<void> {
  const file = process.env.STEPWISE_TEST_PGLITE_TEMPLATE;
  if (file) await rm(dirname(file), { recursive: true, force: true });
  const template = process.env.STEPWISE_TEST_POSTGRES_TEMPLATE;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template && serverUrl) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists "${template}" with (force)`);
    } finally {
      await client.end();
    }
  }
}
