import type { PaymentsDeps } from './payments-deps.js';
import type { PaymentRow } from '../../db/schema/index.js';
import { declineReasonOf } from './decline-reasons.js';
import { findOpenAttempt } from './open-attempt.js';
import { paymentDescription } from './payment-response.js';
import { settleCapture } from './settle-capture.js';
import { transitionPayment } from './repository/payment-transitions-repository.js';
import { claimCardCharge, releaseCardChargeClaim } from './repository/card-charge-claim-repository.js';
import { findPayment } from './repository/payment-lookup-repository.js';
import { findWorkspaceName } from './repository/workspace-name-repository.js';

export interface ChargeCard {
  uuid: string;
  providerToken: string;
}

export type ChargeOutcome =
  /** This call charged or declined the payment. */
  | { kind: 'done'; payment: PaymentRow }
  /** Someone else holds (or held) the charge of this payment: nothing was sent to the provider. */
  | { kind: 'not_claimed'; payment: PaymentRow }
  /** Another attempt (the widget's 3-D Secure challenge) is paying it: nothing was sent to the provider. */
  | { kind: 'attempt_open'; payment: PaymentRow }
  /** The provider could not be asked or did not answer usably. */
  | { kind: 'provider_failed'; payment: PaymentRow };

async function reread(deps: PaymentsDeps, uuid: string): Promise<PaymentRow> {
  return (await findPayment(deps.db, uuid))!;
}

/**
 * Charges a pending checkout payment with a saved card, at most once: not while another attempt (a
 * 3-D Secure challenge of the widget) is open, and the charge is first claimed in the database
 * (charge_claimed_at set from null on a pending payment), so only the claimer calls the provider.
 * The capture is settled like any other (settle-capture.ts): the payment accepts it, charged with the
 * card and its subscription activated, unless another capture paid the payment meanwhile, in which
 * case it is refunded. A decline records the reason.
 */
export async function chargeWithCard(deps: PaymentsDeps, payment: PaymentRow, card: ChargeCard): Promise<ChargeOutcome> {
  const attempt = await findOpenAttempt(deps, payment);
  if (attempt.kind === 'open') return { kind: 'attempt_open', payment };
  if (attempt.kind === 'settled') return { kind: 'not_claimed', payment: attempt.payment };
  if (attempt.kind === 'provider_failed') {
    deps.log.error({ payment: payment.uuid, reason: attempt.message }, 'open attempt could not be looked up');
    return { kind: 'provider_failed', payment };
  }
  const now = deps.clock.now();
  const claimed = await claimCardCharge(deps.db, payment.uuid, card.uuid, now);
  if (!claimed) return { kind: 'not_claimed', payment: await reread(deps, payment.uuid) };

  const workspaceName = await findWorkspaceName(deps.db, claimed.workspaceId);
  const result = await deps.gateway.chargeToken({
    amount: claimed.amount,
    currency: claimed.currency,
    accountId: String(claimed.userId),
    token: card.providerToken,
    invoiceId: claimed.uuid,
    description: paymentDescription(claimed.rate, claimed.paymentType, workspaceName ?? ''),
  });

  if (result.outcome === 'failed') {
    deps.log.error({ payment: claimed.uuid, processed: result.processed, reason: result.message }, 'card charge failed');
    if (result.processed === false) {
      // The provider was never reached: the charge may be tried again.
      await releaseCardChargeClaim(deps.db, claimed.uuid);
    }
    return { kind: 'provider_failed', payment: await reread(deps, claimed.uuid) };
  }

  if (result.outcome === 'approved') {
    await settleCapture(deps, { transaction: result.transaction, source: 'user' });
    return { kind: 'done', payment: await reread(deps, claimed.uuid) };
  }
  const transactionId = result.transaction?.TransactionId ?? null;
  await deps.db.transaction(async (tx) => {
    await transitionPayment(
      tx,
      claimed.uuid,
      'declined',
      'user',
      { transaction_id: transactionId, reason_code: result.reasonCode, message: result.message },
      {
        set: {
          providerTransactionId: transactionId,
          declineReasonCode: result.reasonCode,
          declineReason: declineReasonOf(result.reasonCode),
        },
        log: deps.log,
        now,
      },
    );
  });
  return { kind: 'done', payment: await reread(deps, claimed.uuid) };
}
