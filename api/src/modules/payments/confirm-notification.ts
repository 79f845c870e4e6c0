import type { PaymentsDeps } from './payments-deps.js';
import { AppError } from '../../errors/app-error.js';
import type { ProviderTransaction } from './gateway/payment-gateway.js';

export type NotificationKind = 'challenge' | 'pay' | 'auth' | 'fail' | 'confirm' | 'cancel';

/**
 * The provider statuses a transaction may have when a notification of this kind about it is true: a
 * hold may have been captured or released since its `auth`; a challenge may be over already.
 */
const consistentStatuses: Record<NotificationKind, readonly string[]> = {
  challenge: ['AwaitingAuthentication', 'Completed', 'Authorized', 'Declined', 'Cancelled'],
  pay: ['Completed'],
  auth: ['Authorized', 'Completed', 'Cancelled'],
  fail: ['Declined'],
  confirm: ['Completed'],
  cancel: ['Cancelled'],
};

export type Confirmation = { confirmed: true; transaction: ProviderTransaction } | { confirmed: false; disagreement: string };

/**
 * Asks the provider for the notification's transaction (payments/get) and checks that the provider's
 * own record says the same: status, amount, currency, invoice, account, card token. A notification is
 * never trusted on its signature alone. The provider unreachable is a 502, so the provider retries.
 */
export async function confirmNotification(
  deps: Pick<PaymentsDeps, 'gateway'>,
  kind: NotificationKind,
  transactionId: number,
  fields: Record<string, string>,
): Promise<Confirmation> {
  const looked = await deps.gateway.lookup(transactionId);
  if (looked.outcome === 'failed') {
    throw new AppError(502, 'payment_provider_unavailable', 'The payment provider could not confirm the notification; send it again later');
  }
  if (looked.outcome === 'not_found') return { confirmed: false, disagreement: 'unknown_transaction' };
  const { transaction } = looked;
  const differs = (name: string, ours: string | undefined, theirs: unknown) =>
    ours !== undefined && ours.trim() !== String(theirs ?? '').trim() ? name : undefined;
  const disagreement =
    (consistentStatuses[kind].includes(transaction.Status) ? undefined : 'status') ??
    differs('invoice', fields.InvoiceId, transaction.InvoiceId) ??
    differs('account', fields.AccountId, transaction.AccountId) ??
    (fields.Amount !== undefined && Number(fields.Amount) !== Number(transaction.Amount) ? 'amount' : undefined) ??
    differs('currency', fields.Currency, transaction.Currency) ??
    (fields.Token ? differs('token', fields.Token, transaction.Token) : undefined);
  return disagreement ? { confirmed: false, disagreement } : { confirmed: true, transaction };
}
