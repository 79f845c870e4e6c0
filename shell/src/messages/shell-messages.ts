import type { MessageLoaders } from '@stepwise/shared';

export const shellMessages: MessageLoaders = {
  ru: () => import('./ru.json'),
  en: () => import('./en.json'),
};
