import type { ChargedPaymentHandler } from '../payments/index.js';
import type { BillingDeps } from './billing-deps.js';
import { sendPaymentReceipt } from './notices.js';
import { activateFromPayment } from './subscriptions.js';

/**
 * Billing's part when a checkout payment is charged by card (payments calls it inside the charging
 * transaction): the subscription is activated for the paid period, and once that has committed the
 * payer gets the receipt.
 */
export function activateChargedPayment(deps: BillingDeps): ChargedPaymentHandler {
  return async (tx, payment, source, now) => {
    const until = (await activateFromPayment(tx, payment, source, now)).currentPeriodEnd;
    if (!until) return;
    return () => void sendPaymentReceipt(deps, { userId: payment.userId, workspaceId: payment.workspaceId, planCode: payment.rate }, payment.amount, until);
  };
}
