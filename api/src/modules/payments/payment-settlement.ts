import type { Database } from '../../db/database.js';
import type { PaymentRow, TransitionSource } from './repository/payments-repository.js';

/** Runs once the transaction that charged the payment has committed (a receipt, say). */
export type AfterCommit = () => void;

/**
 * Called inside the transaction that moved a checkout or bank-transfer payment to charged, with the
 * payment as it is now; what it writes commits or rolls back with the charge. Renewal payments
 * (source 'job') do not come here: the renewal job extends its own subscription.
 */
export type ChargedPaymentHandler = (tx: Database, payment: PaymentRow, source: TransitionSource, now: Date) => Promise<AfterCommit | void>;

/**
 * What a charged payment buys is not the payments module's business: the module that sells something
 * (billing) registers its handler here at start-up, and payments tells it about each charge, so
 * payments never imports the code that uses it.
 */
export class PaymentSettlement {
  readonly #handlers: ChargedPaymentHandler[] = [];

  onCharged(handler: ChargedPaymentHandler): void {
    this.#handlers.push(handler);
  }

  /** Runs every handler in `tx`; returns what to run after the commit. */
  async charged(tx: Database, payment: PaymentRow, source: TransitionSource, now: Date): Promise<AfterCommit[]> {
    const after: AfterCommit[] = [];
    for (const handler of this.#handlers) {
      const then = await handler(tx, payment, source, now);
      if (then) after.push(then);
    }
    return after;
  }
}
