import type { RouteDefinition } from './route-types';

/**
 * The single source of truth for every screen: route name (as the product specification names
 * it) → path, owning remote, layout, access and language rule. Links are built from these names.
 */
export const ROUTES = {
  index: { path: '/', owner: 'mfe_marketing', layout: 'page', access: 'public', langPrefixed: true },
  about: { path: '/about', owner: 'mfe_marketing', layout: 'page', access: 'public', langPrefixed: true },
  features: { path: '/features', owner: 'mfe_marketing', layout: 'page', access: 'public', langPrefixed: true },
  'features-taskflow': { path: '/features/task-flow', owner: 'mfe_marketing', layout: 'page', access: 'public', langPrefixed: true },
  'features-sprints': { path: '/features/sprints', owner: 'mfe_marketing', layout: 'page', access: 'public', langPrefixed: true },
  'features-knowledge': { path: '/features/knowledge', owner: 'mfe_marketing', layout: 'page', access: 'public', langPrefixed: true },
  'features-time-tracking': { path: '/features/time-tracking', owner: 'mfe_marketing', layout: 'page', access: 'public', langPrefixed: true },
  'features-workflow': { path: '/features/workflow', owner: 'mfe_marketing', layout: 'page', access: 'public', langPrefixed: true },
  privacy: { path: '/privacy', owner: 'mfe_marketing', layout: 'page', access: 'public', langPrefixed: true },
  terms: { path: '/terms', owner: 'mfe_marketing', layout: 'page', access: 'public', langPrefixed: true },
  pricing: { path: '/pricing', owner: 'mfe_marketing', layout: 'page', access: 'public', langPrefixed: false },
  contacts: { path: '/contacts', owner: 'mfe_marketing', layout: 'page', access: 'public', langPrefixed: false },
  license: { path: '/license', owner: 'mfe_marketing', layout: 'page', access: 'public', langPrefixed: false },
  payments: { path: '/payments', owner: 'mfe_marketing', layout: 'page', access: 'public', langPrefixed: false },

  login: { path: '/login', owner: 'mfe_auth', layout: 'blank', access: 'guest-only', langPrefixed: false },
  register: { path: '/register', owner: 'mfe_auth', layout: 'blank', access: 'guest-only', langPrefixed: false },
  forget: { path: '/forget', owner: 'mfe_auth', layout: 'blank', access: 'guest-only', langPrefixed: false },
  reset_email_sent: { path: '/reset-email-sent', owner: 'mfe_auth', layout: 'blank', access: 'guest-only', langPrefixed: false },
  restore: { path: '/restore/:code', owner: 'mfe_auth', layout: 'blank', access: 'guest-only', langPrefixed: false },
  activate: { path: '/activate', owner: 'mfe_auth', layout: 'blank', access: 'auth', langPrefixed: false, allowsNewUser: true },
  provider_login: { path: '/provider-login/:provider', owner: 'mfe_auth', layout: 'blank', access: 'public', langPrefixed: false, params: { provider: /^[a-z]+$/ } },
  unsubscribe: { path: '/unsubscribe', owner: 'mfe_auth', layout: 'blank', access: 'public', langPrefixed: false },

  'new-workspace': { path: '/new-workspace', owner: 'mfe_account', layout: 'default', access: 'auth', langPrefixed: false },
  workspaceCreated: { path: '/workspaces/:id/created', owner: 'mfe_account', layout: 'blank', access: 'auth', langPrefixed: false, params: { id: /^\d+$/ } },
  'account-workspaces': { path: '/account/workspaces', owner: 'mfe_account', layout: 'default', access: 'auth', langPrefixed: false },
  'account-profile': { path: '/account/profile', owner: 'mfe_account', layout: 'default', access: 'auth', langPrefixed: false },
  'account-cards': { path: '/account/cards', owner: 'mfe_account', layout: 'default', access: 'auth', langPrefixed: false },
  'account-payments': { path: '/account/payments', owner: 'mfe_account', layout: 'default', access: 'auth', langPrefixed: false },

  'account-workspaces-workspace-plan': { path: '/account/workspaces/:workspace/plan', owner: 'mfe_billing', layout: 'default', access: 'auth', langPrefixed: false, params: { workspace: /^\d+$/ } },
  'subscription-payment': { path: '/subscriptions/:subscription?/payment', owner: 'mfe_billing', layout: 'payment', access: 'auth', langPrefixed: false },
  'payment-result': { path: '/subscriptions/:subscription?/payment-result', owner: 'mfe_billing', layout: 'payment', access: 'auth', langPrefixed: false },
  'payment-success': { path: '/subscriptions/:subscription?/payment-success', owner: 'mfe_billing', layout: 'payment', access: 'auth', langPrefixed: false },

  // The checkout for integrators' pages (docs/payments.md §7): bare layout, framable by allowed origins only.
  'embed-subscription-payment': { path: '/embed/subscriptions/:subscription?/payment', owner: 'mfe_billing', layout: 'iframe', access: 'auth', langPrefixed: false, embeddable: true },
  'embed-payment-result': { path: '/embed/subscriptions/:subscription?/payment-result', owner: 'mfe_billing', layout: 'iframe', access: 'auth', langPrefixed: false, embeddable: true },
  'embed-payment-success': { path: '/embed/subscriptions/:subscription?/payment-success', owner: 'mfe_billing', layout: 'iframe', access: 'auth', langPrefixed: false, embeddable: true },

  notFound: { path: '*', owner: 'shell', layout: 'page', access: 'public', langPrefixed: false },
} as const satisfies Record<string, Omit<RouteDefinition, 'name'>>;

export type RouteName = keyof typeof ROUTES;

/** The spelling the product specification also uses for workspaceCreated. */
export const ROUTE_ALIASES: Readonly<Record<string, RouteName>> = { 'workspace-created': 'workspaceCreated' };

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export function isRouteName(value: string): value is RouteName {
  return Object.hasOwn(ROUTES, value);
}

export function getRoute(name: RouteName): RouteDefinition<RouteName> {
  return { name, ...(ROUTES[name] as Omit<RouteDefinition, 'name'>) };
}

export function routesOwnedBy(owner: RouteDefinition['owner']): RouteDefinition<RouteName>[] {
  return ROUTE_NAMES.map(getRoute).filter((route) => route.owner === owner);
}
