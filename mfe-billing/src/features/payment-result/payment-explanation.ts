import type { DeclineReason, Payment } from '@stepwise/shared/billing';

export type PaymentView = 'three_ds' | 'waiting_bank' | 'waiting_transfer' | 'processing' | 'charged' | 'declined' | 'cancelled';

/** What to tell the user about a payment in its current state. */
export function paymentView(payment: Payment): PaymentView {
  switch (payment.status) {
    case 'pending':
      if (payment.method === 'bank_transfer') return 'waiting_transfer';
      return payment.three_ds_url ? 'three_ds' : 'waiting_bank';
    case 'authorized':
    case 'confirm_pending':
    case 'cancel_pending':
      return 'processing';
    case 'charged':
      return 'charged';
    case 'declined':
      return 'declined';
    case 'cancelled':
      return 'cancelled';
  }
}

export const VIEW_MESSAGES: Record<PaymentView, { title: string; text: string }> = {
  three_ds: { title: 'billing.result.three_ds.title', text: 'billing.result.three_ds.text' },
  waiting_bank: { title: 'billing.result.waiting_bank.title', text: 'billing.result.waiting_bank.text' },
  waiting_transfer: { title: 'billing.result.waiting_transfer.title', text: 'billing.result.waiting_transfer.text' },
  processing: { title: 'billing.result.processing.title', text: 'billing.result.processing.text' },
  charged: { title: 'billing.result.charged.title', text: 'billing.result.charged.text' },
  declined: { title: 'billing.result.declined.title', text: 'billing.result.declined.other' },
  cancelled: { title: 'billing.result.cancelled.title', text: 'billing.result.cancelled.text' },
};

export const DECLINE_REASON_MESSAGES: Record<DeclineReason, string> = {
  insufficient_funds: 'billing.result.declined.insufficient_funds',
  do_not_honor: 'billing.result.declined.do_not_honor',
  three_ds_failed: 'billing.result.declined.three_ds_failed',
  declined: 'billing.result.declined.other',
};

/** The provider's 3-D Secure page, told to come back here afterwards (docs/payments.md §2). */
export function threeDsResumeUrl(threeDsUrl: string, returnUrl: string): string {
  const url = new URL(threeDsUrl, window.location.href);
  url.searchParams.set('return', returnUrl);
  return url.toString();
}
