import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { defineMail, greeting, link, text } from './types.js';

export interface TrialEndingData {
  firstName: string;
  workspaceName: string;
  planName: string;
  endsAt: Date;
}

/** Sent once, three days before a trial ends. */
export const trialEndingMail = defineMail<TrialEndingData>({
  name: 'trial_ending',
  essential: true,
  subject: ({ workspaceName }) => ['trialEnding.subject', { workspaceName }],
  blocks: ({ firstName, workspaceName, planName, endsAt }, { publicUrl }) => [
    greeting(firstName),
    text('trialEnding.body', { planName, workspaceName, endsAt }),
    text('trialEnding.payNow'),
    link('trialEnding.button', `${publicUrl}${EMAIL_LINK_PATHS.workspaces}`),
  ],
});
