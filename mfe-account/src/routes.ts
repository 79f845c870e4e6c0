import { defineRemote, lazyScreen } from '@stepwise/shared';
import pageMeta from './page-meta.json';

/** The account screens by route name, each its own chunk, and this remote's messages. */
export default defineRemote({
  remote: 'mfe_account',
  version: __BUILD_VERSION__,
  requiresShared: __SHARED_RANGE__,
  routes: {
    'account-workspaces': lazyScreen(() => import('./features/workspaces/workspaces-page')),
    'account-profile': lazyScreen(() => import('./features/profile/profile-page')),
    'account-cards': lazyScreen(() => import('./features/cards/cards-page')),
    'account-payments': lazyScreen(() => import('./features/payments/payments-page')),
    'new-workspace': lazyScreen(() => import('./features/new-workspace/new-workspace-page')),
    workspaceCreated: lazyScreen(() => import('./features/workspace-created/workspace-created-page')),
  },
  pageMeta,
  messages: {
    ru: () => import('./messages/ru.json'),
    en: () => import('./messages/en.json'),
  },
});
