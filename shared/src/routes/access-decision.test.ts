import { getRoute } from './registry';
import { decideAccess, safeNextPath } from './access-decision';

const guest = { isUserInitialized: true, isAuth: false, user: null };
const active = { isUserInitialized: true, isAuth: true, user: { status: 'active' as const } };
const fresh = { isUserInitialized: true, isAuth: true, user: { status: 'new' as const } };
const loading = { isUserInitialized: false, isAuth: false, user: null };

describe('decideAccess', () => {
  it('lets anyone see public pages, even before the user is known', () => {
    for (const state of [guest, active, fresh, loading]) expect(decideAccess(getRoute('pricing'), state, '/pricing')).toEqual({ kind: 'allow' });
  });

  it('waits for the current user before guarding', () => {
    expect(decideAccess(getRoute('account-profile'), loading, '/account/profile')).toEqual({ kind: 'wait' });
    expect(decideAccess(getRoute('login'), loading, '/login')).toEqual({ kind: 'wait' });
  });

  it('does not treat a session whose user could not be loaded (a 5xx) as a guest: no login, an error with a retry', () => {
    const failed = { isUserInitialized: true, isAuth: false, user: null, userLoadFailed: true };
    expect(decideAccess(getRoute('account-profile'), failed, '/account/profile')).toEqual({ kind: 'failed' });
    expect(decideAccess(getRoute('login'), failed, '/login')).toEqual({ kind: 'failed' });
    expect(decideAccess(getRoute('pricing'), failed, '/pricing')).toEqual({ kind: 'allow' });
  });

  it('sends a guest from an auth page to login, remembering where they were going', () => {
    expect(decideAccess(getRoute('account-profile'), guest, '/account/profile?tab=photo')).toEqual({
      kind: 'redirect',
      to: 'login',
      query: { next: '/account/profile?tab=photo' },
    });
  });

  it('sends a logged-in user from a guest-only page to account-workspaces', () => {
    expect(decideAccess(getRoute('login'), active, '/login')).toEqual({ kind: 'redirect', to: 'account-workspaces' });
    expect(decideAccess(getRoute('register'), active, '/register')).toEqual({ kind: 'redirect', to: 'account-workspaces' });
  });

  it('returns a user who just signed in to the page they were going to', () => {
    expect(decideAccess(getRoute('login'), active, '/login?next=%2Faccount%2Fprofile')).toEqual({ kind: 'return', path: '/account/profile' });
    expect(decideAccess(getRoute('login'), active, '/login?next=https%3A%2F%2Fevil.example')).toEqual({ kind: 'redirect', to: 'account-workspaces' });
  });

  it('holds a user with status new on activate wherever auth is needed', () => {
    expect(decideAccess(getRoute('account-workspaces'), fresh, '/account/workspaces')).toEqual({ kind: 'redirect', to: 'activate' });
    expect(decideAccess(getRoute('login'), fresh, '/login')).toEqual({ kind: 'redirect', to: 'activate' });
    expect(decideAccess(getRoute('activate'), fresh, '/activate')).toEqual({ kind: 'allow' });
  });

  it('carries ?next= from sign-in or sign-up through activation, same-origin paths only', () => {
    expect(decideAccess(getRoute('register'), fresh, '/register?next=%2Finvite%2Fabc')).toEqual({
      kind: 'redirect',
      to: 'activate',
      query: { next: '/invite/abc' },
    });
    expect(decideAccess(getRoute('login'), fresh, '/login?next=%2F%2Fevil.example')).toEqual({ kind: 'redirect', to: 'activate' });
    expect(decideAccess(getRoute('activate'), fresh, '/activate?next=%2Finvite%2Fabc')).toEqual({ kind: 'allow' });
    expect(decideAccess(getRoute('activate'), active, '/activate?next=%2Finvite%2Fabc')).toEqual({ kind: 'return', path: '/invite/abc' });
    expect(decideAccess(getRoute('activate'), active, '/activate?next=https%3A%2F%2Fevil.example')).toEqual({ kind: 'redirect', to: 'account-workspaces' });
  });

  it('sends an activated user away from activate, and a guest to login', () => {
    expect(decideAccess(getRoute('activate'), active, '/activate')).toEqual({ kind: 'redirect', to: 'account-workspaces' });
    expect(decideAccess(getRoute('activate'), guest, '/activate')).toMatchObject({ kind: 'redirect', to: 'login' });
  });

  it('allows an active user on auth pages', () => {
    expect(decideAccess(getRoute('account-profile'), active, '/account/profile')).toEqual({ kind: 'allow' });
  });
});

describe('safeNextPath', () => {
  it('accepts only paths on this origin', () => {
    expect(safeNextPath('/account/profile')).toBe('/account/profile');
    expect(safeNextPath('https://evil.example/')).toBeNull();
    expect(safeNextPath('//evil.example/')).toBeNull();
    expect(safeNextPath('/\\evil.example')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });
});
