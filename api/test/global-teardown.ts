import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';

export default async function globalTeardown(): Promise<void> {
  // Same name as PGLITE_TEMPLATE_ENV in global-setup.ts (see the note there on why it is not imported).
  const file = process.env.STEPWISE_TEST_PGLITE_TEMPLATE;
  if (file) await rm(dirname(file), { recursive: true, force: true });
}
