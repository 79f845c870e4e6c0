import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { defineMail, greeting, link, text } from './types.js';

/** Sent once an account is activated: how to get going. Not essential, so it honours unsubscribing. */
export const welcomeMail = defineMail<{ firstName: string }>({
  name: 'welcome',
  essential: false,
  subject: () => ['welcome.subject'],
  blocks: ({ firstName }, { publicUrl }) => [
    greeting(firstName),
    text('welcome.intro'),
    text('welcome.step1'),
    text('welcome.step2'),
    text('welcome.step3'),
    link('welcome.button', `${publicUrl}${EMAIL_LINK_PATHS.newWorkspace}`),
  ],
});
