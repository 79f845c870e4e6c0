import type { JobQueue } from '../../../../platform/jobs/job-queue.js';
import type { BillingDeps } from '../../billing-deps.js';
import { runRenewals } from './run-renewals.js';

/** Renews subscriptions once per `everyMs` slot (RENEWAL_INTERVAL), on one API instance per slot. */
export function scheduleRenewals(jobs: JobQueue, deps: BillingDeps, everyMs: number): void {
  jobs.schedule('billing.renewal', everyMs, () => runRenewals(deps, deps.clock.now()));
}
