import type { BillingDeps } from '../billing-deps.js';
import { runRenewals } from './run-renewals.js';

/**
 * Runs the renewal job every `intervalMs` (RENEWAL_INTERVAL) inside the API process; a run still going
 * when the next is due is not overlapped. Returns the function that stops it.
 */
export function startRenewalScheduler(deps: BillingDeps, intervalMs: number): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const summary = await runRenewals(deps, deps.clock.now());
      deps.log.info({ renewals: summary }, 'renewal job ran');
    } catch (error) {
      deps.log.error({ err: error }, 'renewal job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
