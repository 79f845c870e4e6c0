import type { PaymentsDeps } from './payments-deps.js';
import type { PaymentRow } from './repository/payments-repository.js';
import { settleCapture } from './settle-capture.js';

/** How long a 3-D Secure challenge counts as open when the provider still waits for its code. */
export const THREE_DS_ATTEMPT_WINDOW_MS = 20 * 60_000;

export type OpenAttempt =
  /** Nothing else is paying the payment: a charge may start. */
  | { kind: 'none' }
  /** The widget's 3-D Secure challenge still waits for the shopper. */
  | { kind: 'open' }
  /** The challenge was completed and its capture (missed until now) settled the payment. */
  | { kind: 'settled'; payment: PaymentRow }
  | { kind: 'provider_failed'; message: string };

/**
 * Whether another attempt is paying this pending payment: its 3-D Secure challenge, as the provider
 * sees it now (payments/get). A challenge completed meanwhile settles the payment from its capture; one
 * declined, released or abandoned past the window leaves the way free.
 */
export async function findOpenAttempt(deps: PaymentsDeps, payment: PaymentRow): Promise<OpenAttempt> {
  if (payment.status !== 'pending' || payment.threeDsStartedAt === null || payment.providerTransactionId === null) return { kind: 'none' };
  const looked = await deps.gateway.lookup(payment.providerTransactionId);
  if (looked.outcome === 'failed') return { kind: 'provider_failed', message: looked.message };
  if (looked.outcome === 'not_found') return { kind: 'none' };
  const { transaction } = looked;
  if (transaction.Status === 'AwaitingAuthentication') {
    const age = deps.clock.now().getTime() - payment.threeDsStartedAt.getTime();
    return age < THREE_DS_ATTEMPT_WINDOW_MS ? { kind: 'open' } : { kind: 'none' };
  }
  if ((transaction.Status === 'Completed' && !transaction.Refunded) || transaction.Status === 'Authorized') {
    const settled = await settleCapture(deps, { transaction, source: 'user' });
    if (settled.kind === 'accepted' || settled.kind === 'already') return { kind: 'settled', payment: settled.payment };
  }
  return { kind: 'none' };
}
