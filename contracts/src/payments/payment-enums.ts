/** The period a payment pays for. */
export const paymentTypes = ['annual', 'monthly'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const paymentStatuses = ['pending', 'authorized', 'charged', 'cancelled', 'declined', 'cancel_pending', 'confirm_pending'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentMethods = ['card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const declineReasons = ['insufficient_funds', 'do_not_honor', 'three_ds_failed', 'declined'] as const;
export type DeclineReason = (typeof declineReasons)[number];

export const PAYMENTS_PER_PAGE = 20;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
