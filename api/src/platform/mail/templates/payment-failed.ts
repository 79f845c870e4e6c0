import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { defineMail, greeting, link, text } from './types.js';
import { roubles } from './messages.js';

export interface PaymentFailedData {
  firstName: string;
  workspaceName: string;
  planName: string;
  amount: number;
  /** When the card is charged again; null after the last attempt. */
  nextAttemptAt: Date | null;
}

/** A renewal charge was declined. */
export const paymentFailedMail = defineMail<PaymentFailedData>({
  name: 'payment_failed',
  essential: true,
  subject: ({ workspaceName }) => ['paymentFailed.subject', { workspaceName }],
  blocks: ({ firstName, workspaceName, planName, amount, nextAttemptAt }, { publicUrl }) => [
    greeting(firstName),
    text('paymentFailed.body', { amount: roubles(amount), planName, workspaceName }),
    text('paymentFailed.next', nextAttemptAt ? { retry: 'yes', nextAttemptAt } : { retry: 'no' }),
    link('paymentFailed.button', `${publicUrl}${EMAIL_LINK_PATHS.cards}`),
  ],
});
