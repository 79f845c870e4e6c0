import type { BaseState } from './work-enums.js';

type Lang = 'ru' | 'en';

/** The sphere and stages a new workspace starts with, named in its creator's language. */
export const DEFAULT_SPHERE_NAME: Record<Lang, string> = { ru: 'Общее', en: 'General' };

export const DEFAULT_STAGES: Record<Lang, ReadonlyArray<{ name: string; state: BaseState }>> = {
  ru: [
    { name: 'К выполнению', state: 'open' },
    { name: 'В работе', state: 'in_progress' },
    { name: 'На паузе', state: 'paused' },
    { name: 'Готово', state: 'finished' },
  ],
  en: [
    { name: 'To do', state: 'open' },
    { name: 'In progress', state: 'in_progress' },
    { name: 'Paused', state: 'paused' },
    { name: 'Done', state: 'finished' },
  ],
};
