import fp from 'fastify-plugin';
import { CloudPaymentsGateway } from './gateway/cloudpayments-gateway.js';
import type { PaymentGateway } from './gateway/payment-gateway.js';
import { scheduleReconciliation } from './jobs/reconciliation/reconciliation-scheduler.js';
import { PaymentSettlement } from './payment-settlement.js';
import { paymentsDeps } from './payments-deps.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card provider (docs/payments.md §2). */
    paymentGateway: PaymentGateway;
    /** Where the module that sells something learns that a payment was charged (payment-settlement.ts). */
    paymentSettlement: PaymentSettlement;
  }
}

export interface PaymentsPluginOptions {
  /** Replaces the CloudPayments-style adapter built from the configuration. */
  gateway?: PaymentGateway;
}

export default fp<PaymentsPluginOptions>(
  async (app, { gateway }) => {
    const { providerUrl, publicId, apiSecret } = app.config.payments;
    app.decorate('paymentGateway', gateway ?? new CloudPaymentsGateway({ baseUrl: providerUrl, publicId, apiSecret }));
    app.decorate('paymentSettlement', new PaymentSettlement());
    // Reconciliation (RECONCILE_INTERVAL; `off` = none) runs as a scheduled job.
    if (app.config.reconcileIntervalMs > 0) scheduleReconciliation(app.jobs, paymentsDeps(app), app.config.reconcileIntervalMs);
  },
  { name: 'payments', dependencies: ['db', 'jobs'] },
);
