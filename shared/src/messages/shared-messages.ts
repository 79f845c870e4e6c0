import type { MessageLoaders } from '../i18n/message-catalogue';

/** Messages of the shared UI kit and validators, under every screen's own catalogue. */
export const sharedMessages: MessageLoaders = {
  ru: () => import('./ru.json'),
  en: () => import('./en.json'),
};
