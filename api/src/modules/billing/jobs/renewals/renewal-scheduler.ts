import type { BillingDeps } from '../../billing-deps.js';
import { startJobScheduler } from '../../../../platform/jobs/job-scheduler.js';
import { runRenewals } from './run-renewals.js';

/** Runs the renewal job every `intervalMs` (RENEWAL_INTERVAL) inside the API process. Returns the function that stops it. */
export function startRenewalScheduler(deps: BillingDeps, intervalMs: number): () => void {
  return startJobScheduler(deps.log, 'renewal', intervalMs, () => runRenewals(deps, deps.clock.now()));
}
