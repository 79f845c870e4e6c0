import { lazy } from 'react';
import { defineRemote } from '@stepwise/shared';

export default defineRemote({
  remote: 'mfe_account',
  version: __BUILD_VERSION__,
  routes: {
    'account-profile': lazy(() => import('./features/profile/profile-page')),
  },
  messages: {
    ru: () => import('./messages/ru.json'),
    en: () => import('./messages/en.json'),
  },
});
