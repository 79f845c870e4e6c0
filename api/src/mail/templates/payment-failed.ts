import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { formatDate, formatRoubles } from './billing-format.js';
import { greeting, type MailTemplate } from './types.js';

export interface PaymentFailedData {
  firstName: string;
  workspaceName: string;
  planName: string;
  amount: number;
  /** When the card is charged again; null after the last attempt. */
  nextAttemptAt: Date | null;
}

/** A renewal charge was declined. */
export const paymentFailedMail: MailTemplate<PaymentFailedData> = {
  name: 'payment_failed',
  essential: true,
  render(lang, data, { publicUrl }) {
    const cardsUrl = `${publicUrl}${EMAIL_LINK_PATHS.cards}`;
    if (lang === 'ru') {
      return {
        subject: `Stepwise: не удалось продлить подписку пространства «${data.workspaceName}»`,
        blocks: [
          { kind: 'text', text: greeting(lang, data.firstName) },
          {
            kind: 'text',
            text: `Не удалось списать ${formatRoubles(lang, data.amount)} за тариф «${data.planName}» пространства «${data.workspaceName}».`,
          },
          {
            kind: 'text',
            text: data.nextAttemptAt
              ? `Мы попробуем ещё раз ${formatDate(lang, data.nextAttemptAt)}. Проверьте карту или привяжите другую.`
              : 'Попыток больше не будет: пространство переходит на бесплатный тариф.',
          },
          { kind: 'link', label: 'Карты', url: cardsUrl },
        ],
      };
    }
    return {
      subject: `Stepwise: the subscription of ${data.workspaceName} could not be renewed`,
      blocks: [
        { kind: 'text', text: greeting(lang, data.firstName) },
        {
          kind: 'text',
          text: `We could not charge ${formatRoubles(lang, data.amount)} for the ${data.planName} plan of the ${data.workspaceName} workspace.`,
        },
        {
          kind: 'text',
          text: data.nextAttemptAt
            ? `We will try again on ${formatDate(lang, data.nextAttemptAt)}. Check your card or link another one.`
            : 'There will be no more attempts: the workspace moves to the free plan.',
        },
        { kind: 'link', label: 'Cards', url: cardsUrl },
      ],
    };
  },
};
