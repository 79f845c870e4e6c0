import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { formatDate, formatRoubles } from './billing-format.js';
import { greeting, type MailTemplate } from './types.js';

export interface PaymentReceiptData {
  firstName: string;
  workspaceName: string;
  planName: string;
  amount: number;
  paidUntil: Date;
}

/** A payment went through (checkout, bank transfer or renewal). */
export const paymentReceiptMail: MailTemplate<PaymentReceiptData> = {
  name: 'payment_receipt',
  essential: true,
  render(lang, data, { publicUrl }) {
    const paymentsUrl = `${publicUrl}${EMAIL_LINK_PATHS.payments}`;
    if (lang === 'ru') {
      return {
        subject: `Stepwise: оплата пространства «${data.workspaceName}» получена`,
        blocks: [
          { kind: 'text', text: greeting(lang, data.firstName) },
          {
            kind: 'text',
            text: `Мы получили оплату ${formatRoubles(lang, data.amount)} за тариф «${data.planName}» пространства «${data.workspaceName}». Оплачено до ${formatDate(lang, data.paidUntil)}.`,
          },
          { kind: 'link', label: 'История платежей', url: paymentsUrl },
        ],
      };
    }
    return {
      subject: `Stepwise: payment received for ${data.workspaceName}`,
      blocks: [
        { kind: 'text', text: greeting(lang, data.firstName) },
        {
          kind: 'text',
          text: `We received ${formatRoubles(lang, data.amount)} for the ${data.planName} plan of the ${data.workspaceName} workspace. It is paid until ${formatDate(lang, data.paidUntil)}.`,
        },
        { kind: 'link', label: 'Payment history', url: paymentsUrl },
      ],
    };
  },
};
