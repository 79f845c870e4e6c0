import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { greeting, type MailTemplate } from './types.js';

export const passwordChangedMail: MailTemplate<{ firstName: string }> = {
  name: 'password_changed',
  essential: true,
  render(lang, { firstName }, { publicUrl }) {
    const forgetUrl = `${publicUrl}${EMAIL_LINK_PATHS.forget}`;
    if (lang === 'ru') {
      return {
        subject: 'Stepwise: пароль изменён',
        blocks: [
          { kind: 'text', text: greeting(lang, firstName) },
          {
            kind: 'text',
            text: 'Пароль от вашего аккаунта Stepwise изменён. Все остальные сеансы входа завершены.',
          },
          { kind: 'text', text: 'Если это были не вы, сразу восстановите доступ к аккаунту:' },
          { kind: 'link', label: 'Восстановить доступ', url: forgetUrl },
        ],
      };
    }
    return {
      subject: 'Stepwise: your password was changed',
      blocks: [
        { kind: 'text', text: greeting(lang, firstName) },
        { kind: 'text', text: 'The password of your Stepwise account was changed. All other sessions were signed out.' },
        { kind: 'text', text: 'If this was not you, recover access to your account right away:' },
        { kind: 'link', label: 'Recover access', url: forgetUrl },
      ],
    };
  },
};
