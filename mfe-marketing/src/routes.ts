import { defineRemote } from '@stepwise/shared';
import pageMeta from './page-meta.json';
import { mergeMessageLoaders } from './common/i18n/merge-message-loaders';
import { lazyPage, preloadScreenFor } from './common/lazy-page';
import { feedbackMessages } from './features/feedback/feedback-messages';

/**
 * The public pages by route name. Each page is its own chunk with its own catalogue; this module
 * (the `./routes` expose) stays tiny and carries only the loaders.
 */
const screens = {
  index: lazyPage(() => import(/* webpackChunkName: "page-landing" */ './features/landing/landing-page'), {
    ru: () => import(/* webpackChunkName: "messages-landing-ru" */ './features/landing/messages/ru.json'),
    en: () => import(/* webpackChunkName: "messages-landing-en" */ './features/landing/messages/en.json'),
  }),
  about: lazyPage(() => import(/* webpackChunkName: "page-about" */ './features/about/about-page'), {
    ru: () => import(/* webpackChunkName: "messages-about-ru" */ './features/about/messages/ru.json'),
    en: () => import(/* webpackChunkName: "messages-about-en" */ './features/about/messages/en.json'),
  }),
  features: lazyPage(() => import(/* webpackChunkName: "page-features-overview" */ './features/features-overview/features-page'), {
    ru: () => import(/* webpackChunkName: "messages-features-overview-ru" */ './features/features-overview/messages/ru.json'),
    en: () => import(/* webpackChunkName: "messages-features-overview-en" */ './features/features-overview/messages/en.json'),
  }),
  'features-taskflow': lazyPage(() => import(/* webpackChunkName: "page-task-flow" */ './features/task-flow/task-flow-page'), {
    ru: () => import(/* webpackChunkName: "messages-task-flow-ru" */ './features/task-flow/messages/ru.json'),
    en: () => import(/* webpackChunkName: "messages-task-flow-en" */ './features/task-flow/messages/en.json'),
  }),
  'features-sprints': lazyPage(() => import(/* webpackChunkName: "page-sprints" */ './features/sprints/sprints-page'), {
    ru: () => import(/* webpackChunkName: "messages-sprints-ru" */ './features/sprints/messages/ru.json'),
    en: () => import(/* webpackChunkName: "messages-sprints-en" */ './features/sprints/messages/en.json'),
  }),
  'features-knowledge': lazyPage(() => import(/* webpackChunkName: "page-knowledge" */ './features/knowledge/knowledge-page'), {
    ru: () => import(/* webpackChunkName: "messages-knowledge-ru" */ './features/knowledge/messages/ru.json'),
    en: () => import(/* webpackChunkName: "messages-knowledge-en" */ './features/knowledge/messages/en.json'),
  }),
  'features-time-tracking': lazyPage(() => import(/* webpackChunkName: "page-time-tracking" */ './features/time-tracking/time-tracking-page'), {
    ru: () => import(/* webpackChunkName: "messages-time-tracking-ru" */ './features/time-tracking/messages/ru.json'),
    en: () => import(/* webpackChunkName: "messages-time-tracking-en" */ './features/time-tracking/messages/en.json'),
  }),
  'features-workflow': lazyPage(() => import(/* webpackChunkName: "page-workflow" */ './features/workflow/workflow-page'), {
    ru: () => import(/* webpackChunkName: "messages-workflow-ru" */ './features/workflow/messages/ru.json'),
    en: () => import(/* webpackChunkName: "messages-workflow-en" */ './features/workflow/messages/en.json'),
  }),
  privacy: lazyPage(() => import(/* webpackChunkName: "page-privacy" */ './features/privacy/privacy-page'), {
    ru: () => import(/* webpackChunkName: "messages-privacy-ru" */ './features/privacy/messages/ru.json'),
    en: () => import(/* webpackChunkName: "messages-privacy-en" */ './features/privacy/messages/en.json'),
  }),
  terms: lazyPage(() => import(/* webpackChunkName: "page-terms" */ './features/terms/terms-page'), {
    ru: () => import(/* webpackChunkName: "messages-terms-ru" */ './features/terms/messages/ru.json'),
    en: () => import(/* webpackChunkName: "messages-terms-en" */ './features/terms/messages/en.json'),
  }),
  pricing: lazyPage(() => import(/* webpackChunkName: "page-pricing" */ './features/pricing/pricing-page'), {
    ru: () => import(/* webpackChunkName: "messages-pricing-ru" */ './features/pricing/messages/ru.json'),
    en: () => import(/* webpackChunkName: "messages-pricing-en" */ './features/pricing/messages/en.json'),
  }),
  contacts: lazyPage(
    () => import(/* webpackChunkName: "page-contacts" */ './features/contacts/contacts-page'),
    mergeMessageLoaders(
      {
        ru: () => import(/* webpackChunkName: "messages-contacts-ru" */ './features/contacts/messages/ru.json'),
        en: () => import(/* webpackChunkName: "messages-contacts-en" */ './features/contacts/messages/en.json'),
      },
      feedbackMessages,
    ),
  ),
  license: lazyPage(() => import(/* webpackChunkName: "page-license" */ './features/license/license-page'), {
    ru: () => import(/* webpackChunkName: "messages-license-ru" */ './features/license/messages/ru.json'),
    en: () => import(/* webpackChunkName: "messages-license-en" */ './features/license/messages/en.json'),
  }),
  payments: lazyPage(() => import(/* webpackChunkName: "page-payments" */ './features/payments/payments-page'), {
    ru: () => import(/* webpackChunkName: "messages-payments-ru" */ './features/payments/messages/ru.json'),
    en: () => import(/* webpackChunkName: "messages-payments-en" */ './features/payments/messages/en.json'),
  }),
};

// The shell loads this module when a marketing URL is opened: fetch that page right away.
if (typeof window !== 'undefined') preloadScreenFor(window.location.pathname, screens);

export default defineRemote({
  remote: 'mfe_marketing',
  version: __BUILD_VERSION__,
  requiresShared: __SHARED_RANGE__,
  routes: screens,
  pageMeta,
  messages: {
    ru: () => import(/* webpackChunkName: "messages-common-ru" */ './messages/ru.json'),
    en: () => import(/* webpackChunkName: "messages-common-en" */ './messages/en.json'),
  },
});
