/** @jest-environment node */
import { getRoute } from '@stepwise/shared';
import { prerenderTargets, screenScriptTargets, servesPrerendered } from './prerender-targets';

describe('prerenderTargets', () => {
  const targets = prerenderTargets();

  it('lists each public marketing page once per language', () => {
    expect(targets).toContainEqual({ route: 'index', locale: 'ru', path: '/' });
    expect(targets).toContainEqual({ route: 'index', locale: 'en', path: '/en' });
    expect(targets).toContainEqual({ route: 'features-sprints', locale: 'en', path: '/en/features/sprints' });
    expect(targets).toContainEqual({ route: 'pricing', locale: 'en', path: '/pricing' });
    expect(targets).toContainEqual({ route: 'pricing', locale: 'ru', path: '/pricing' });
    expect(new Set(targets.map((target) => `${target.locale}:${target.route}`)).size).toBe(targets.length);
  });

  it('lists the guest pages a visitor opens first (sign-in, sign-up, password reset) once per language', () => {
    expect(targets).toContainEqual({ route: 'login', locale: 'ru', path: '/login' });
    expect(targets).toContainEqual({ route: 'login', locale: 'en', path: '/login' });
    expect(targets).toContainEqual({ route: 'register', locale: 'en', path: '/register' });
    expect(targets).toContainEqual({ route: 'forget', locale: 'ru', path: '/forget' });
  });

  it('leaves out pages behind sign-in, pages showing what the visitor did and pages with parameters', () => {
    const routes = new Set(targets.map((target) => target.route));
    for (const route of ['reset_email_sent', 'account-profile', 'restore', 'provider_login', 'notFound', 'embed-subscription-payment'])
      expect(routes.has(route as never)).toBe(false);
  });
});

describe('servesPrerendered', () => {
  it('serves a public page prerendered to everyone, whatever its query', () => {
    expect(servesPrerendered(getRoute('pricing'), { search: '?utm_source=mail', session: true })).toBe(true);
  });

  it('serves a guest page prerendered only to a visitor without a session, and only without a query', () => {
    expect(servesPrerendered(getRoute('login'), { search: '', session: false })).toBe(true);
    expect(servesPrerendered(getRoute('login'), { search: '?next=%2Faccount%2Fprofile', session: false })).toBe(false);
    expect(servesPrerendered(getRoute('login'), { search: '', session: true })).toBe(false);
  });
});

describe('screenScriptTargets', () => {
  const targets = screenScriptTargets();

  it('lists the application pages a visitor opens without a session, once per language', () => {
    expect(targets).toContainEqual({ route: 'login', locale: 'ru', path: '/login' });
    expect(targets).toContainEqual({ route: 'register', locale: 'en', path: '/register' });
    expect(targets).toContainEqual({ route: 'reset_email_sent', locale: 'ru', path: '/reset-email-sent' });
    expect(targets).toContainEqual({ route: 'unsubscribe', locale: 'en', path: '/unsubscribe' });
    expect(new Set(targets.map((target) => `${target.locale}:${target.route}`)).size).toBe(targets.length);
  });

  it('leaves out public pages (always prerendered), pages behind sign-in, the shell’s own and pages with parameters', () => {
    const routes = new Set(targets.map((target) => target.route));
    for (const route of ['index', 'pricing', 'account-profile', 'restore', 'invite', 'provider_login', 'notFound'])
      expect(routes.has(route as never)).toBe(false);
  });
});
