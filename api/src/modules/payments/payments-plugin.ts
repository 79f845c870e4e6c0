import fp from 'fastify-plugin';
import { CloudPaymentsGateway } from './gateway/cloudpayments-gateway.js';
import type { PaymentGateway } from './gateway/payment-gateway.js';
import { PaymentSettlement } from './payment-settlement.js';

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
  },
  { name: 'payments' },
);
