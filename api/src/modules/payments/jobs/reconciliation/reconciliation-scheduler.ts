import type { JobQueue } from '../../../../platform/jobs/job-queue.js';
import type { PaymentsDeps } from '../../payments-deps.js';
import { runReconciliation } from './run-reconciliation.js';

/** Reconciles provider transactions once per `everyMs` slot (RECONCILE_INTERVAL), on one API instance per slot. */
export function scheduleReconciliation(jobs: JobQueue, deps: PaymentsDeps, everyMs: number): void {
  jobs.schedule('payments.reconciliation', everyMs, () => runReconciliation(deps));
}
