import { defineRemote, lazyScreen } from '@stepwise/shared';
import pageMeta from './page-meta.json';

/** The billing screens by route name, each its own chunk, and this remote's messages. */
export default defineRemote({
  remote: 'mfe_billing',
  version: __BUILD_VERSION__,
  requiresShared: __SHARED_RANGE__,
  routes: {
    'subscription-payment': lazyScreen(() => import('./features/checkout/checkout-page')),
    'payment-result': lazyScreen(() => import('./features/payment-result/payment-result-page')),
    'payment-success': lazyScreen(() => import('./features/payment-success/payment-success-page')),
    'account-workspaces-workspace-plan': lazyScreen(() => import('./features/workspace-plan/workspace-plan-page')),
    'embed-subscription-payment': lazyScreen(() => import('./features/embed/embed-checkout-page')),
    'embed-payment-result': lazyScreen(() => import('./features/embed/embed-payment-result-page')),
    'embed-payment-success': lazyScreen(() => import('./features/embed/embed-payment-success-page')),
  },
  pageMeta,
  messages: {
    ru: () => import('./messages/ru.json'),
    en: () => import('./messages/en.json'),
  },
});
