import type { PaymentsDeps } from '../../payments-deps.js';
import { startJobScheduler } from '../../../../platform/jobs/job-scheduler.js';
import { runReconciliation } from './run-reconciliation.js';

/** Runs the reconciliation job every `intervalMs` (RECONCILE_INTERVAL) inside the API process. Returns the function that stops it. */
export function startReconciliationScheduler(deps: PaymentsDeps, intervalMs: number): () => void {
  return startJobScheduler(deps.log, 'reconciliation', intervalMs, () => runReconciliation(deps));
}
