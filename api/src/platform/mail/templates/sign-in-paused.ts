import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { defineMail, greeting, link, text } from './types.js';

export interface SignInPausedData {
  firstName: string;
  /** The address the wrong passwords came from. */
  ip: string;
  /** How long that address may not try again. */
  minutes: number;
}

/** Sent to an account's owner when wrong passwords for it pause sign-in from one address. */
export const signInPausedMail = defineMail<SignInPausedData>({
  name: 'sign_in_paused',
  essential: true,
  subject: () => ['signInPaused.subject'],
  blocks: ({ firstName, ip, minutes }, { publicUrl }) => [
    greeting(firstName),
    text('signInPaused.body', { ip, minutes }),
    text('signInPaused.stillCan'),
    text('signInPaused.notYou'),
    link('signInPaused.button', `${publicUrl}${EMAIL_LINK_PATHS.forget}`),
  ],
});
