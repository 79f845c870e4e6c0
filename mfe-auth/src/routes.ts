import { lazy } from 'react';
import { defineRemote } from '@stepwise/shared';

export default defineRemote({
  remote: 'mfe_auth',
  version: __BUILD_VERSION__,
  routes: {
    login: lazy(() => import('./features/login/login-page')),
  },
  messages: {
    ru: () => import('./messages/ru.json'),
    en: () => import('./messages/en.json'),
  },
});
