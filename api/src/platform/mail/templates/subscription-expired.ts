import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { defineMail, greeting, link, text } from './types.js';

export interface SubscriptionExpiredData {
  firstName: string;
  workspaceName: string;
  planName: string;
  /** The trial ended, rather than a paid subscription. */
  trial: boolean;
}

/** A subscription (or trial) ended unpaid: the workspace is on the free plan now. */
export const subscriptionExpiredMail = defineMail<SubscriptionExpiredData>({
  name: 'subscription_expired',
  essential: true,
  subject: ({ workspaceName }) => ['subscriptionExpired.subject', { workspaceName }],
  blocks: ({ firstName, workspaceName, planName, trial }, { publicUrl }) => [
    greeting(firstName),
    text('subscriptionExpired.body', { trial: trial ? 'yes' : 'no', planName, workspaceName }),
    text('subscriptionExpired.freePlan'),
    link('subscriptionExpired.button', `${publicUrl}${EMAIL_LINK_PATHS.workspaces}`),
  ],
});
