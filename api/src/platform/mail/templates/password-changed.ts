import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { defineMail, greeting, link, text } from './types.js';

export const passwordChangedMail = defineMail<{ firstName: string }>({
  name: 'password_changed',
  essential: true,
  subject: () => ['passwordChanged.subject'],
  blocks: ({ firstName }, { publicUrl }) => [
    greeting(firstName),
    text('passwordChanged.body'),
    text('passwordChanged.notYou'),
    link('passwordChanged.button', `${publicUrl}${EMAIL_LINK_PATHS.forget}`),
  ],
});
