import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

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
  await app.register(import('./routes/checkout.js'), { prefix: '/payment' });
  await app.register(import('./routes/bank-transfer.js'), { prefix: '/payment' });
  await app.register(import('./routes/subscriptions.js'), { prefix: '/subscriptions' });
  await app.register(import('./routes/workspace-billing.js'), { prefix: '/workspaces' });
};

export default billingModule;
