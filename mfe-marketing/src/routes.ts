import { lazy } from 'react';
import { defineRemote } from '@stepwise/shared';

export default defineRemote({
  remote: 'mfe_marketing',
  version: __BUILD_VERSION__,
  routes: {
    index: lazy(() => import('./features/landing/landing-page')),
  },
  messages: {
    ru: () => import('./messages/ru.json'),
    en: () => import('./messages/en.json'),
  },
});
