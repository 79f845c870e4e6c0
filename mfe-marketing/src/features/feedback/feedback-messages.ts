import type { MessageLoaders } from '@stepwise/shared';

/** The form's copy: loaded with the page that shows the form at once (contacts), or with the form itself. */
export const feedbackMessages: MessageLoaders = {
  ru: () => import(/* webpackChunkName: "messages-feedback-ru" */ './messages/ru.json'),
  en: () => import(/* webpackChunkName: "messages-feedback-en" */ './messages/en.json'),
};
