import fp from 'fastify-plugin';
import { CloudPaymentsGateway } from '../../payments/gateway/cloudpayments-gateway.js';
import type { PaymentGateway } from '../../payments/gateway/payment-gateway.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card provider (docs/payments.md §2). */
    paymentGateway: PaymentGateway;
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
  },
  { name: 'payments' },
);
