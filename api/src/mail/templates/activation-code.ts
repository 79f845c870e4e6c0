import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { ACTIVATION_CODE_TTL_MS } from '../../auth/activation-codes.js';
import { greeting, type MailTemplate } from './types.js';

const minutes = ACTIVATION_CODE_TTL_MS / 60_000;

export const activationCodeMail: MailTemplate<{ firstName: string; code: string }> = {
  name: 'activation_code',
  essential: true,
  render(lang, { firstName, code }, { publicUrl }) {
    const activateUrl = `${publicUrl}${EMAIL_LINK_PATHS.activate}`;
    if (lang === 'ru') {
      return {
        subject: `Stepwise: код подтверждения ${code}`,
        blocks: [
          { kind: 'text', text: greeting(lang, firstName) },
          { kind: 'text', text: 'Ваш код подтверждения для Stepwise:' },
          { kind: 'code', code },
          { kind: 'text', text: `Код действует ${minutes} минут. Введите его на странице подтверждения аккаунта.` },
          { kind: 'link', label: 'Подтвердить аккаунт', url: activateUrl },
          { kind: 'text', text: 'Если вы не регистрировались в Stepwise, просто проигнорируйте это письмо.' },
        ],
      };
    }
    return {
      subject: `Stepwise: your confirmation code ${code}`,
      blocks: [
        { kind: 'text', text: greeting(lang, firstName) },
        { kind: 'text', text: 'Your Stepwise confirmation code:' },
        { kind: 'code', code },
        { kind: 'text', text: `The code is valid for ${minutes} minutes. Enter it on the account confirmation page.` },
        { kind: 'link', label: 'Confirm account', url: activateUrl },
        { kind: 'text', text: 'If you did not sign up for Stepwise, just ignore this email.' },
      ],
    };
  },
};
