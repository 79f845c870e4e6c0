/** @jest-environment node */
import { prerenderTargets, screenScriptTargets } from './prerender-targets';

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

  it('leaves out pages behind sign-in, guest-only pages and pages with parameters', () => {
    const routes = new Set(targets.map((target) => target.route));
    for (const route of ['login', 'account-profile', 'restore', 'provider_login', 'notFound', 'embed-subscription-payment']) expect(routes.has(route as never)).toBe(false);
  });
});

describe('screenScriptTargets', () => {
  const targets = screenScriptTargets();

  it('lists the application pages a visitor opens without a session, once per language', () => {
    expect(targets).toContainEqual({ route: 'login', locale: 'ru', path: '/login' });
    expect(targets).toContainEqual({ route: 'login', locale: 'en', path: '/login' });
    expect(targets).toContainEqual({ route: 'register', locale: 'en', path: '/register' });
    expect(new Set(targets.map((target) => `${target.locale}:${target.route}`)).size).toBe(targets.length);
  });

  it('leaves out prerendered pages, pages behind sign-in, the shell’s own and pages with parameters', () => {
    const routes = new Set(targets.map((target) => target.route));
    for (const route of ['index', 'pricing', 'account-profile', 'restore', 'invite', 'provider_login', 'notFound']) expect(routes.has(route as never)).toBe(false);
  });
});
