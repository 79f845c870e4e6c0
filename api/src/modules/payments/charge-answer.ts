import { AppError } from '../../errors/app-error.js';
import type { ChargeOutcome } from './charge-with-card.js';
import type { PaymentRow } from './repository/payments-repository.js';

export function paymentNotFound(): AppError {
  return new AppError(404, 'not_found', 'Payment not found');
}

/** What a charge attempt answers: the settled payment, or why there is none yet. */
export function chargeAnswer(outcome: ChargeOutcome): PaymentRow {
  if (outcome.kind === 'provider_failed') {
    throw new AppError(502, 'payment_provider_unavailable', 'The payment provider did not answer. Please try again later.');
  }
  if (outcome.kind === 'attempt_open') {
    throw new AppError(
      409,
      'payment_in_progress',
      'This payment is being paid in the card widget and waits for the bank’s confirmation; finish or wait for it and poll GET payment/{uuid}',
    );
  }
  if (outcome.kind === 'not_claimed' && outcome.payment.status === 'pending') {
    throw new AppError(409, 'payment_in_progress', 'This payment is being charged already; poll GET payment/{uuid}');
  }
  return outcome.payment;
}
