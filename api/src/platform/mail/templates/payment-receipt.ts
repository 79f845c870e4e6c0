import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { defineMail, greeting, link, text } from './types.js';
import { roubles } from './messages.js';

export interface PaymentReceiptData {
  firstName: string;
  workspaceName: string;
  planName: string;
  amount: number;
  paidUntil: Date;
}

/** A payment went through (checkout, bank transfer or renewal). */
export const paymentReceiptMail = defineMail<PaymentReceiptData>({
  name: 'payment_receipt',
  essential: true,
  subject: ({ workspaceName }) => ['paymentReceipt.subject', { workspaceName }],
  blocks: ({ firstName, workspaceName, planName, amount, paidUntil }, { publicUrl }) => [
    greeting(firstName),
    text('paymentReceipt.body', { amount: roubles(amount), planName, workspaceName, paidUntil }),
    link('paymentReceipt.button', `${publicUrl}${EMAIL_LINK_PATHS.payments}`),
  ],
});
