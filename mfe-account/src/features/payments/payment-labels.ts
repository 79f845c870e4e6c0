import type { Payment, PaymentStatus } from '../../common/api/account-types';

export type StatusTone = 'success' | 'danger' | 'warning' | 'neutral';

/** Every payment status with its words and a tone; the words carry the meaning, the colour only helps. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, { id: string; tone: StatusTone; symbol: string }> = {
  pending: { id: 'account.payments.status.pending', tone: 'warning', symbol: '…' },
  authorized: { id: 'account.payments.status.authorized', tone: 'warning', symbol: '…' },
  charged: { id: 'account.payments.status.charged', tone: 'success', symbol: '✓' },
  cancelled: { id: 'account.payments.status.cancelled', tone: 'neutral', symbol: '–' },
  declined: { id: 'account.payments.status.declined', tone: 'danger', symbol: '✗' },
  cancel_pending: { id: 'account.payments.status.cancelPending', tone: 'warning', symbol: '…' },
  confirm_pending: { id: 'account.payments.status.confirmPending', tone: 'warning', symbol: '…' },
};

export const PAYMENT_TYPE_LABELS: Record<Payment['payment_type'], string> = {
  annual: 'account.payments.type.annual',
  monthly: 'account.payments.type.monthly',
};
