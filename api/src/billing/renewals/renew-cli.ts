import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { billingDeps } from '../billing-deps.js';
import { runRenewals } from './run-renewals.js';

/** `npm run billing:renew -w api`: one pass of the renewal job against DATABASE_URL, then exit. */
async function main(): Promise<void> {
  const app = await buildApp(loadConfig());
  try {
    const summary = await runRenewals(billingDeps(app), app.clock.now());
    console.log(JSON.stringify(summary));
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error('renewal run failed:', error);
  process.exit(1);
});
