import { lazy } from 'react';
import { defineRemote } from '@stepwise/shared';

export default defineRemote({
  remote: 'mfe_billing',
  version: __BUILD_VERSION__,
  routes: {
    'subscription-payment': lazy(() => import('./features/checkout/checkout-page')),
  },
  messages: {
    ru: () => import('./messages/ru.json'),
    en: () => import('./messages/en.json'),
  },
});
