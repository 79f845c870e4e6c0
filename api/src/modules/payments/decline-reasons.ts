import type { DeclineReason } from '@stepwise/contracts';

/** The provider's ReasonCode (docs/payments.md §2) as the decline reason the client shows. */
export function declineReasonOf(reasonCode: number | null | undefined): DeclineReason {
  switch (reasonCode) {
    case 5051:
      return 'insufficient_funds';
    case 5005:
      return 'do_not_honor';
    case 5207:
      return 'three_ds_failed';
    default:
      return 'declined';
  }
}
