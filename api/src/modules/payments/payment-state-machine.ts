import type { PaymentStatus } from '@stepwise/contracts';

/** docs/payments.md §3: every move a payment may make; any other is refused. */
const allowed: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['authorized', 'charged', 'declined'],
  authorized: ['confirm_pending', 'cancel_pending', 'declined'],
  confirm_pending: ['charged'],
  cancel_pending: ['cancelled'],
  charged: [],
  declined: [],
  cancelled: [],
};

export type TransitionCheck = { ok: true } | { ok: false; code: 'illegal_transition'; from: PaymentStatus; to: PaymentStatus };

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return allowed[from].includes(to);
}

export function checkTransition(from: PaymentStatus, to: PaymentStatus): TransitionCheck {
  return canTransition(from, to) ? { ok: true } : { ok: false, code: 'illegal_transition', from, to };
}

/** Statuses a payment never leaves. */
export function isFinal(status: PaymentStatus): boolean {
  return allowed[status].length === 0;
}

/**
 * The moves that take a payment from `from` to `to` through the states in between (a capture of an
 * authorised payment passes confirm_pending, a release cancel_pending); undefined when there is no way.
 */
export function pathTo(from: PaymentStatus, to: PaymentStatus): PaymentStatus[] | undefined {
  if (canTransition(from, to)) return [to];
  for (const middle of allowed[from]) {
    if (canTransition(middle, to)) return [middle, to];
  }
  return undefined;
}
