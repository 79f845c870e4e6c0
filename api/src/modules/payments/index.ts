import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export { default as paymentsPlugin, type PaymentsPluginOptions } from './payments-plugin.js';
export { paymentsDeps, type PaymentsDeps } from './payments-deps.js';
export { PaymentSettlement, type AfterCommit, type ChargedPaymentHandler } from './payment-settlement.js';
export type { PaymentGateway, ProviderTransaction } from './gateway/payment-gateway.js';
export { openPayment, type OpenPaymentInput } from './repository/open-payment-repository.js';
export { transitionPayment } from './repository/payment-transitions-repository.js';
export { declineReasonOf } from './decline-reasons.js';
export { chargeWithCard, type ChargeCard, type ChargeOutcome } from './charge-with-card.js';
export { chargeAnswer, paymentNotFound } from './charge-answer.js';
export { findUserPayment, paymentDescription, toPaymentDetail } from './payment-response.js';
export { runReconciliation, type ReconciliationSummary } from './jobs/reconciliation/run-reconciliation.js';
export type { PaymentMethod, PaymentRow, PaymentStatus, PaymentType, PlanCode, TransitionSource } from './repository/payments-repository.js';

/** The payments area's routes: GET /api/payments and /api/payment/… (with-card, notifications, one payment). */
const paymentsModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes/list-payments.js'));
  await app.register(import('./routes/index.js'), { prefix: '/payment' });
};

export default paymentsModule;
