import { restorePath } from '@stepwise/contracts';
import { PASSWORD_RESET_TTL_MS } from '../../auth/password-resets.js';
import { greeting, type MailTemplate } from './types.js';

const minutes = PASSWORD_RESET_TTL_MS / 60_000;

/** The recovery link: `${PUBLIC_URL}/restore/<token>`. */
export function restoreUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${restorePath(token)}`;
}

export const passwordResetMail: MailTemplate<{ firstName: string; token: string }> = {
  name: 'password_reset',
  essential: true,
  render(lang, { firstName, token }, { publicUrl }) {
    const url = restoreUrl(publicUrl, token);
    if (lang === 'ru') {
      return {
        subject: 'Stepwise: восстановление пароля',
        blocks: [
          { kind: 'text', text: greeting(lang, firstName) },
          { kind: 'text', text: 'Мы получили запрос на восстановление пароля от вашего аккаунта Stepwise.' },
          {
            kind: 'text',
            text: `Чтобы задать новый пароль, перейдите по ссылке. Она действует ${minutes} минут и сработает один раз.`,
          },
          { kind: 'link', label: 'Задать новый пароль', url },
          { kind: 'text', text: 'Если вы не запрашивали восстановление, проигнорируйте это письмо: пароль не изменится.' },
        ],
      };
    }
    return {
      subject: 'Stepwise: password recovery',
      blocks: [
        { kind: 'text', text: greeting(lang, firstName) },
        { kind: 'text', text: 'We received a request to recover the password of your Stepwise account.' },
        { kind: 'text', text: `To set a new password, follow the link. It is valid for ${minutes} minutes and works once.` },
        { kind: 'link', label: 'Set a new password', url },
        { kind: 'text', text: 'If you did not ask for this, ignore this email: your password will not change.' },
      ],
    };
  },
};
