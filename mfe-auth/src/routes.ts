import { defineRemote, lazyScreen } from '@stepwise/shared';
import pageMeta from './page-meta.json';

/** The auth screens by route name, each its own chunk, and this remote's messages. */
export default defineRemote({
  remote: 'mfe_auth',
  version: __BUILD_VERSION__,
  requiresShared: __SHARED_RANGE__,
  routes: {
    login: lazyScreen(() => import('./features/login/login-page')),
    register: lazyScreen(() => import('./features/register/register-page')),
    activate: lazyScreen(() => import('./features/activate/activate-page')),
    forget: lazyScreen(() => import('./features/forget/forget-page')),
    reset_email_sent: lazyScreen(() => import('./features/reset-email-sent/reset-email-sent-page')),
    restore: lazyScreen(() => import('./features/restore/restore-page')),
    provider_login: lazyScreen(() => import('./features/provider-login/provider-login-page')),
    unsubscribe: lazyScreen(() => import('./features/unsubscribe/unsubscribe-page')),
  },
  pageMeta,
  messages: {
    ru: () => import('./messages/ru.json'),
    en: () => import('./messages/en.json'),
  },
});
