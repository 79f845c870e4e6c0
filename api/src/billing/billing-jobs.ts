import fp from 'fastify-plugin';
import { scheduleReconciliation } from '../payments/reconciliation/reconciliation-scheduler.js';
import { billingDeps } from './billing-deps.js';
import { scheduleRenewals } from './renewals/renewal-scheduler.js';

/** The periodic billing work, on the job queue; an interval of 0 (`off`) schedules nothing. */
export default fp(
  async (app) => {
    const { renewalIntervalMs, reconcileIntervalMs } = app.config;
    if (renewalIntervalMs > 0) scheduleRenewals(app.jobs, billingDeps(app), renewalIntervalMs);
    if (reconcileIntervalMs > 0) scheduleReconciliation(app.jobs, billingDeps(app), reconcileIntervalMs);
  },
  { name: 'billing-jobs', dependencies: ['jobs', 'mailer', 'payments'] },
);
