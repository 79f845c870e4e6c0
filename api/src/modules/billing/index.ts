import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import bankTransferRoutes from './routes/bank-transfer.js';
import checkoutRoute from './routes/checkout.js';
import subscriptionsRoutes from './routes/subscriptions.js';
import workspaceBillingRoutes from './routes/workspace-billing.js';

export { default as billingPlugin } from './billing-plugin.js';
export { billingDeps, type BillingDeps } from './billing-deps.js';
export { confirmBankTransfer, type ConfirmResult } from './bank-transfers.js';
export { runRenewals } from './jobs/renewals/run-renewals.js';

/**
 * The billing area's routes: /api/subscriptions/…, a workspace's subscription and billing previews
 * (/api/workspaces/:id/subscription, /api/workspaces/:id/billing…) and the checkouts
 * /api/payment/init and /api/payment/bank-transfer/…
 */
const billingModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(checkoutRoute, { prefix: '/payment' });
  await app.register(bankTransferRoutes, { prefix: '/payment' });
  await app.register(subscriptionsRoutes, { prefix: '/subscriptions' });
  await app.register(workspaceBillingRoutes, { prefix: '/workspaces' });
};

export default billingModule;
