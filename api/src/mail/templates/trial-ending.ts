import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { formatDate } from './billing-format.js';
import { greeting, type MailTemplate } from './types.js';

export interface TrialEndingData {
  firstName: string;
  workspaceName: string;
  planName: string;
  endsAt: Date;
}

/** Sent once, three days before a trial ends. */
export const trialEndingMail: MailTemplate<TrialEndingData> = {
  name: 'trial_ending',
  essential: true,
  render(lang, data, { publicUrl }) {
    const workspacesUrl = `${publicUrl}${EMAIL_LINK_PATHS.workspaces}`;
    if (lang === 'ru') {
      return {
        subject: `Stepwise: пробный период пространства «${data.workspaceName}» скоро закончится`,
        blocks: [
          { kind: 'text', text: greeting(lang, data.firstName) },
          {
            kind: 'text',
            text: `Пробный период тарифа «${data.planName}» пространства «${data.workspaceName}» закончится ${formatDate(lang, data.endsAt)}.`,
          },
          { kind: 'text', text: 'Оплатите подписку, чтобы сохранить возможности тарифа; иначе пространство перейдёт на бесплатный.' },
          { kind: 'link', label: 'Оплатить подписку', url: workspacesUrl },
        ],
      };
    }
    return {
      subject: `Stepwise: the trial of ${data.workspaceName} ends soon`,
      blocks: [
        { kind: 'text', text: greeting(lang, data.firstName) },
        {
          kind: 'text',
          text: `The ${data.planName} trial of the ${data.workspaceName} workspace ends on ${formatDate(lang, data.endsAt)}.`,
        },
        { kind: 'text', text: 'Pay for a subscription to keep the plan; otherwise the workspace moves to the free plan.' },
        { kind: 'link', label: 'Pay for a subscription', url: workspacesUrl },
      ],
    };
  },
};
