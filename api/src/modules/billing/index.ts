import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import bankTransferRoutes from './routes/bank-transfer.js';
import checkoutRoute from './routes/checkout.js';
import subscriptionsRoutes from './routes/subscriptions.js';

export { default as billingPlugin } from './billing-plugin.js';
export { billingDeps, type BillingDeps } from './billing-deps.js';
export { confirmBankTransfer, type ConfirmResult } from './bank-transfers.js';
export { billingPreview, BillingPreviewResponse } from './billing-preview.js';
export { PlanChangePreviewResponse, PlanChangeQuery, planChangePreview } from './plan-change-preview.js';
export { periodOf } from './pricing.js';
export { findCurrentSubscription, findLiveSubscription, SubscriptionResponse, toSubscriptionResponse } from './subscriptions.js';
export { workspaceSubscriptionSummary } from './workspace-subscription.js';
export { runRenewals } from './jobs/renewals/run-renewals.js';
export { startRenewalScheduler } from './jobs/renewals/renewal-scheduler.js';

/** The billing area's routes: /api/subscriptions/… and the checkouts /api/payment/init and /api/payment/bank-transfer/… */
const billingModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(checkoutRoute, { prefix: '/payment' });
  await app.register(bankTransferRoutes, { prefix: '/payment' });
  await app.register(subscriptionsRoutes, { prefix: '/subscriptions' });
};

export default billingModule;
