import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { greeting, type MailTemplate } from './types.js';

export interface SignInPausedData {
  firstName: string;
  /** The address the wrong passwords came from. */
  ip: string;
  /** How long that address may not try again. */
  minutes: number;
}

/** Sent to an account's owner when wrong passwords for it pause sign-in from one address. */
export const signInPausedMail: MailTemplate<SignInPausedData> = {
  name: 'sign_in_paused',
  essential: true,
  render(lang, { firstName, ip, minutes }, { publicUrl }) {
    const forgetUrl = `${publicUrl}${EMAIL_LINK_PATHS.forget}`;
    if (lang === 'ru') {
      return {
        subject: 'Stepwise: попытки войти в ваш аккаунт',
        blocks: [
          { kind: 'text', text: greeting(lang, firstName) },
          {
            kind: 'text',
            text:
              `Для вашего аккаунта Stepwise несколько раз ввели неверный пароль с адреса ${ip}. ` +
              `Попытки входа с этого адреса приостановлены на ${minutes} мин.`,
          },
          { kind: 'text', text: 'Вы по-прежнему можете войти как обычно.' },
          { kind: 'text', text: 'Если это были не вы, смените пароль:' },
          { kind: 'link', label: 'Сменить пароль', url: forgetUrl },
        ],
      };
    }
    return {
      subject: 'Stepwise: attempts to sign in to your account',
      blocks: [
        { kind: 'text', text: greeting(lang, firstName) },
        {
          kind: 'text',
          text:
            `A wrong password for your Stepwise account was entered several times from the address ${ip}. ` +
            `Sign-in attempts from that address are paused for ${minutes} min.`,
        },
        { kind: 'text', text: 'You can still sign in as usual.' },
        { kind: 'text', text: 'If this was not you, change your password:' },
        { kind: 'link', label: 'Change password', url: forgetUrl },
      ],
    };
  },
};
