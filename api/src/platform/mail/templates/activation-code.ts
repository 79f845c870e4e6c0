import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { ACTIVATION_CODE_TTL_MS } from '@stepwise/contracts';
import { defineMail, greeting, link, text } from './types.js';

const minutes = ACTIVATION_CODE_TTL_MS / 60_000;

export const activationCodeMail = defineMail<{ firstName: string; code: string }>({
  name: 'activation_code',
  essential: true,
  subject: ({ code }) => ['activationCode.subject', { code }],
  blocks: ({ firstName, code }, { publicUrl }) => [
    greeting(firstName),
    text('activationCode.intro'),
    { kind: 'code', code },
    text('activationCode.validity', { minutes }),
    link('activationCode.button', `${publicUrl}${EMAIL_LINK_PATHS.activate}`),
    text('activationCode.ignore'),
  ],
});
