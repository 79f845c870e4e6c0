import { restorePath } from '@stepwise/contracts';
import { PASSWORD_RESET_TTL_MS } from '@stepwise/contracts';
import { defineMail, greeting, link, text } from './types.js';

const minutes = PASSWORD_RESET_TTL_MS / 60_000;

/** The recovery link: `${PUBLIC_URL}/restore/<token>`. */
export function restoreUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${restorePath(token)}`;
}

export const passwordResetMail = defineMail<{ firstName: string; token: string }>({
  name: 'password_reset',
  essential: true,
  subject: () => ['passwordReset.subject'],
  blocks: ({ firstName, token }, { publicUrl }) => [
    greeting(firstName),
    text('passwordReset.intro'),
    text('passwordReset.howTo', { minutes }),
    link('passwordReset.button', restoreUrl(publicUrl, token)),
    text('passwordReset.ignore'),
  ],
});
