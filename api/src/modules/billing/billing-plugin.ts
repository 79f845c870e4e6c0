import fp from 'fastify-plugin';
import { billingDeps } from './billing-deps.js';
import { scheduleRenewals } from './jobs/renewals/renewal-scheduler.js';
import { activateChargedPayment } from './settle-charged-payment.js';

/**
 * Billing's start-up: it tells payments what a charged payment buys (payments never imports billing;
 * billing subscribes here, once per app), and schedules the renewals (RENEWAL_INTERVAL; `off` = none).
 */
export default fp(
  async (app) => {
    app.paymentSettlement.onCharged(activateChargedPayment(billingDeps(app)));
    if (app.config.renewalIntervalMs > 0) scheduleRenewals(app.jobs, billingDeps(app), app.config.renewalIntervalMs);
  },
  { name: 'billing', dependencies: ['db', 'mailer', 'payments', 'jobs'] },
);
