import { EMAIL_LINK_PATHS } from '@stepwise/contracts';
import { greeting, type MailTemplate } from './types.js';

/** Sent once an account is activated: how to get going. Not essential, so it honours unsubscribing. */
export const welcomeMail: MailTemplate<{ firstName: string }> = {
  name: 'welcome',
  essential: false,
  render(lang, { firstName }, { publicUrl }) {
    const newWorkspaceUrl = `${publicUrl}${EMAIL_LINK_PATHS.newWorkspace}`;
    if (lang === 'ru') {
      return {
        subject: 'Добро пожаловать в Stepwise',
        blocks: [
          { kind: 'text', text: greeting(lang, firstName) },
          { kind: 'text', text: 'Аккаунт подтверждён. Три шага, чтобы команда увидела первые прогнозы сроков:' },
          { kind: 'text', text: '1. Создайте пространство и пригласите коллег — 30 дней бесплатно на любом тарифе.' },
          { kind: 'text', text: '2. Добавьте задачи с оценками: Stepwise выстроит поток и посчитает даты с учётом графика каждого.' },
          { kind: 'text', text: '3. Включите автоматические спринты — большинство команд выбирает две недели.' },
          { kind: 'link', label: 'Создать пространство', url: newWorkspaceUrl },
        ],
      };
    }
    return {
      subject: 'Welcome to Stepwise',
      blocks: [
        { kind: 'text', text: greeting(lang, firstName) },
        { kind: 'text', text: 'Your account is confirmed. Three steps to your team’s first deadline forecasts:' },
        { kind: 'text', text: '1. Create a workspace and invite your colleagues — 30 days free on every plan.' },
        { kind: 'text', text: '2. Add tasks with estimates: Stepwise orders the flow and dates them following everyone’s schedule.' },
        { kind: 'text', text: '3. Turn on automatic sprints — most teams choose two weeks.' },
        { kind: 'link', label: 'Create a workspace', url: newWorkspaceUrl },
      ],
    };
  },
};
