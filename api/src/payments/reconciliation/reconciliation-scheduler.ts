import type { BillingDeps } from '../../billing/billing-deps.js';
import { startJobScheduler } from '../../billing/job-scheduler.js';
import { runReconciliation } from './run-reconciliation.js';

/** Runs the reconciliation job every `intervalMs` (RECONCILE_INTERVAL) inside the API process. Returns the function that stops it. */
export function startReconciliationScheduler(deps: BillingDeps, intervalMs: number): () => void {
  return startJobScheduler(deps.log, 'reconciliation', intervalMs, () => runReconciliation(deps));
}
