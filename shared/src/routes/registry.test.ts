import { ROUTE_NAMES, ROUTE_ALIASES, getRoute, routesOwnedBy, type RouteName } from './registry';
import { pathFor, routerPatterns } from './path-for';
import { matchRoute, matchRouteAmong, mostSpecificFirst } from './match-route';
import { REMOTE_NAMES, type RouteDefinition } from './route-types';

/** Route names exactly as the product specification lists them. */
const SPEC_ROUTE_NAMES = [
  'index',
  'login',
  'register',
  'forget',
  'reset_email_sent',
  'restore',
  'activate',
  'workspaceCreated',
  'new-workspace',
  'account-workspaces',
  'account-profile',
  'account-workspaces-workspace-plan',
  'pricing',
  'about',
  'features-taskflow',
  'features-sprints',
  'features-knowledge',
  'features-time-tracking',
  'features-workflow',
  'privacy',
  'terms',
  'license',
  'payments',
  'contacts',
  'unsubscribe',
  'notFound',
];

const LANG_PREFIXED = [
  'index',
  'about',
  'features',
  'features-knowledge',
  'features-sprints',
  'features-taskflow',
  'features-time-tracking',
  'features-workflow',
  'privacy',
  'terms',
];
const NOT_PREFIXED_PUBLIC = ['pricing', 'contacts', 'license', 'payments'];

describe('route registry', () => {
  it('has every route name of the specification', () => {
    for (const name of SPEC_ROUTE_NAMES) expect(ROUTE_NAMES).toContain(name);
    expect(ROUTE_ALIASES['workspace-created']).toBe('workspaceCreated');
  });

  it('has the other pages the specification describes', () => {
    for (const name of ['features', 'provider_login', 'account-cards', 'account-payments', 'subscription-payment', 'payment-result', 'payment-success']) {
      expect(ROUTE_NAMES).toContain(name);
    }
  });

  it('gives the language segment to exactly the public pages the specification names', () => {
    const prefixed = ROUTE_NAMES.filter((name) => getRoute(name).langPrefixed);
    expect(prefixed.sort()).toEqual([...LANG_PREFIXED].sort());
    for (const name of NOT_PREFIXED_PUBLIC) expect(getRoute(name as RouteName).langPrefixed).toBe(false);
  });

  it('assigns each area to its remote and layout', () => {
    expect(
      routesOwnedBy('mfe_auth')
        .map((r) => r.name)
        .sort(),
    ).toEqual(['activate', 'forget', 'login', 'provider_login', 'register', 'reset_email_sent', 'restore', 'unsubscribe'].sort());
    expect(routesOwnedBy('mfe_auth').every((r) => r.layout === 'blank')).toBe(true);
    expect(getRoute('account-profile')).toMatchObject({ owner: 'mfe_account', layout: 'default', access: 'auth' });
    expect(getRoute('subscription-payment')).toMatchObject({ owner: 'mfe_billing', layout: 'payment', access: 'auth' });
    expect(getRoute('login').access).toBe('guest-only');
    expect(getRoute('activate')).toMatchObject({ access: 'auth', allowsNewUser: true });
    expect(getRoute('notFound').owner).toBe('shell');
  });
});

describe('pathFor', () => {
  it('builds Russian paths without a segment and English ones with /en', () => {
    expect(pathFor('index')).toBe('/');
    expect(pathFor('index', { lang: 'ru' })).toBe('/');
    expect(pathFor('index', { lang: 'en' })).toBe('/en');
    expect(pathFor('features-sprints', { lang: 'en' })).toBe('/en/features/sprints');
    expect(pathFor('features-taskflow')).toBe('/features/task-flow');
  });

  it('never prefixes the pages that have no language segment', () => {
    expect(pathFor('pricing', { lang: 'en' })).toBe('/pricing');
    expect(pathFor('login', { lang: 'en' })).toBe('/login');
  });

  it('fills, validates and omits parameters', () => {
    expect(pathFor('workspaceCreated', { params: { id: 42 } })).toBe('/workspaces/42/created');
    expect(() => pathFor('workspaceCreated', { params: { id: 'abc' } })).toThrow(/not a valid id/);
    expect(() => pathFor('workspaceCreated')).toThrow(/needs the parameter "id"/);
    expect(pathFor('subscription-payment')).toBe('/subscriptions/payment');
    expect(pathFor('subscription-payment', { params: { subscription: 'a1b2' } })).toBe('/subscriptions/a1b2/payment');
    expect(pathFor('login', { query: { next: '/account/profile' } })).toBe('/login?next=%2Faccount%2Fprofile');
  });

  it('gives language-prefixed routes both router patterns', () => {
    expect(routerPatterns(getRoute('index'))).toEqual(['/', '/en']);
    expect(routerPatterns(getRoute('about'))).toEqual(['/about', '/en/about']);
    expect(routerPatterns(getRoute('pricing'))).toEqual(['/pricing']);
  });
});

describe('matchRoute', () => {
  it('matches paths with and without the language segment', () => {
    expect(matchRoute('/')).toMatchObject({ route: { name: 'index' }, routeLang: undefined });
    expect(matchRoute('/en')).toMatchObject({ route: { name: 'index' }, routeLang: 'en' });
    expect(matchRoute('/en/features/sprints/')).toMatchObject({ route: { name: 'features-sprints' }, routeLang: 'en' });
    expect(matchRoute('/account/workspaces/7/plan')).toMatchObject({ route: { name: 'account-workspaces-workspace-plan' }, params: { workspace: '7' } });
    expect(matchRoute('/subscriptions/payment')?.route.name).toBe('subscription-payment');
    expect(matchRoute('/subscriptions/abc/payment-result')).toMatchObject({ route: { name: 'payment-result' }, params: { subscription: 'abc' } });
  });

  it('matches nothing for unknown paths, invalid parameters or a language on a page without one', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/workspaces/abc/created')).toBeNull();
    expect(matchRoute('/en/pricing')).toBeNull();
    expect(matchRoute('/ru/about')).toBeNull();
    expect(matchRoute('/%E0%A4%A')).toBeNull();
  });
});

describe('subtree routes', () => {
  const route = (name: string, path: string): RouteDefinition => ({
    name,
    path,
    owner: 'mfe_workspace',
    layout: 'default',
    access: 'auth',
    langPrefixed: false,
    params: { workspace: /^[a-z0-9-]+$/ },
  });
  const routes = mostSpecificFirst([route('workspace', '/w/:workspace/*'), route('workspace-settings', '/w/:workspace/settings')]);

  it('gives the owner every path under the subtree, the subtree root included', () => {
    expect(matchRouteAmong(routes, '/w/acme/tasks/42')).toMatchObject({ route: { name: 'workspace' }, params: { workspace: 'acme', '*': 'tasks/42' } });
    expect(matchRouteAmong(routes, '/w/acme')).toMatchObject({ route: { name: 'workspace' }, params: { workspace: 'acme', '*': '' } });
  });

  it('lets an exact page inside a subtree win, whatever the order it is listed in', () => {
    expect(matchRouteAmong(routes, '/w/acme/settings')?.route.name).toBe('workspace-settings');
  });

  it('still validates the parameters before the subtree', () => {
    expect(matchRouteAmong(routes, '/w/ACME!/tasks')).toBeNull();
    expect(matchRouteAmong(routes, '/x/acme/tasks')).toBeNull();
  });
});

describe('route owners', () => {
  it('are apps of apps.manifest.json, and every remote there owns a page', () => {
    const owners = new Set(ROUTE_NAMES.map((name) => getRoute(name).owner));
    for (const owner of owners) expect([...REMOTE_NAMES, 'shell']).toContain(owner);
    for (const remote of REMOTE_NAMES) expect([remote, routesOwnedBy(remote).length > 0]).toEqual([remote, true]);
    expect(REMOTE_NAMES).toContain('mfe_billing');
  });
});
