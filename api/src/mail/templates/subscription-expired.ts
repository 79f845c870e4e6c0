import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { greeting, type MailTemplate } from './types.js';

export interface SubscriptionExpiredData {
  firstName: string;
  workspaceName: string;
  planName: string;
  /** The trial ended, rather than a paid subscription. */
  trial: boolean;
}

/** A subscription (or trial) ended unpaid: the workspace is on the free plan now. */
export const subscriptionExpiredMail: MailTemplate<SubscriptionExpiredData> = {
  name: 'subscription_expired',
  essential: true,
  render(lang, data, { publicUrl }) {
    const workspacesUrl = `${publicUrl}${EMAIL_LINK_PATHS.workspaces}`;
    if (lang === 'ru') {
      return {
        subject: `Stepwise: пространство «${data.workspaceName}» перешло на бесплатный тариф`,
        blocks: [
          { kind: 'text', text: greeting(lang, data.firstName) },
          {
            kind: 'text',
            text: data.trial
              ? `Пробный период тарифа «${data.planName}» пространства «${data.workspaceName}» закончился.`
              : `Подписка на тариф «${data.planName}» пространства «${data.workspaceName}» закончилась.`,
          },
          { kind: 'text', text: 'Пространство работает на бесплатном тарифе. Оплатите подписку, чтобы вернуть возможности тарифа.' },
          { kind: 'link', label: 'Выбрать тариф', url: workspacesUrl },
        ],
      };
    }
    return {
      subject: `Stepwise: ${data.workspaceName} is on the free plan now`,
      blocks: [
        { kind: 'text', text: greeting(lang, data.firstName) },
        {
          kind: 'text',
          text: data.trial
            ? `The ${data.planName} trial of the ${data.workspaceName} workspace has ended.`
            : `The ${data.planName} subscription of the ${data.workspaceName} workspace has ended.`,
        },
        { kind: 'text', text: 'The workspace runs on the free plan. Pay for a subscription to get the plan back.' },
        { kind: 'link', label: 'Choose a plan', url: workspacesUrl },
      ],
    };
  },
};
