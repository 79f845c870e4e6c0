import { buildApp } from '../../app.js';
import { billingDeps } from '../../billing/billing-deps.js';
import { loadConfig } from '../../config.js';
import { runReconciliation } from './run-reconciliation.js';

/** `npm run billing:reconcile -w api`: one pass of the reconciliation job against DATABASE_URL and the provider, then exit. */
async function main(): Promise<void> {
  const app = await buildApp(loadConfig());
  try {
    const summary = await runReconciliation(billingDeps(app));
    console.log(JSON.stringify(summary));
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error('reconciliation run failed:', error);
  process.exit(1);
});
