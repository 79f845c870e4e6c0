import fp from 'fastify-plugin';
import { billingDeps } from './billing-deps.js';
import { activateChargedPayment } from './settle-charged-payment.js';

/**
 * Billing's start-up: it tells payments what a charged payment buys. Payments never imports billing;
 * billing subscribes here, once per app.
 */
export default fp(
  async (app) => {
    app.paymentSettlement.onCharged(activateChargedPayment(billingDeps(app)));
  },
  { name: 'billing', dependencies: ['db', 'mailer', 'payments'] },
);
