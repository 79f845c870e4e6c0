import { lazy } from 'react';
import { defineRemote } from '@stepwise/shared';
import pageMeta from './page-meta.json';

/** The auth screens by route name, each its own chunk, and this remote's messages. */
export default defineRemote({
  remote: 'mfe_auth',
  version: __BUILD_VERSION__,
  requiresShared: __SHARED_RANGE__,
  routes: {
    login: lazy(() => import('./features/login/login-page')),
    register: lazy(() => import('./features/register/register-page')),
    activate: lazy(() => import('./features/activate/activate-page')),
    forget: lazy(() => import('./features/forget/forget-page')),
    reset_email_sent: lazy(() => import('./features/reset-email-sent/reset-email-sent-page')),
    restore: lazy(() => import('./features/restore/restore-page')),
    provider_login: lazy(() => import('./features/provider-login/provider-login-page')),
    unsubscribe: lazy(() => import('./features/unsubscribe/unsubscribe-page')),
  },
  pageMeta,
  messages: {
    ru: () => import('./messages/ru.json'),
    en: () => import('./messages/en.json'),
  },
});
