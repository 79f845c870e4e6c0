import type { User } from '../auth/user';
import type { RouteName } from './registry';
import type { RouteDefinition } from './route-types';

export interface AccessState {
  isUserInitialized: boolean;
  isAuth: boolean;
  user: Pick<User, 'status'> | null;
  /** The stored session's user could not be loaded (not a 401): the token is kept, a retry may succeed. */
  userLoadFailed?: boolean;
}

export type AccessDecision =
  | { kind: 'allow' }
  /** The current user is still being loaded: decide once it is known. */
  | { kind: 'wait' }
  /** The stored session could not be loaded (a 5xx, offline): an error with a retry, never the guest's login. */
  | { kind: 'failed' }
  | { kind: 'redirect'; to: RouteName; query?: Record<string, string> }
  /** Back to where the user was going before signing in. */
  | { kind: 'return'; path: string };

/**
 * The route guards: a guest on an auth page goes to login (and comes back afterwards), a
 * logged-in user on a guest-only page goes to account-workspaces, and a user with status `new`
 * is held on activate wherever authentication is needed. A same-origin `?next=` of a sign-in or
 * sign-up page is carried to activate and followed once the account is active.
 */
export function decideAccess(route: RouteDefinition, state: AccessState, currentUrl: string): AccessDecision {
  if (route.access === 'public') return { kind: 'allow' };
  if (!state.isUserInitialized) return { kind: 'wait' };
  if (!state.isAuth && state.userLoadFailed) return { kind: 'failed' };
  const isNewUser = state.isAuth && state.user?.status === 'new';

  // Where the user was going before signing in or up (an invitation, say): kept through activation.
  const next = safeNextPath(new URLSearchParams(currentUrl.split('?')[1] ?? '').get('next'));
  if (route.access === 'guest-only') {
    if (!state.isAuth) return { kind: 'allow' };
    if (isNewUser) return { kind: 'redirect', to: 'activate', ...(next ? { query: { next } } : {}) };
    return next ? { kind: 'return', path: next } : { kind: 'redirect', to: 'account-workspaces' };
  }

  if (!state.isAuth) return { kind: 'redirect', to: 'login', query: { next: currentUrl } };
  if (isNewUser && !route.allowsNewUser) return { kind: 'redirect', to: 'activate' };
  if (!isNewUser && route.allowsNewUser) return next ? { kind: 'return', path: next } : { kind: 'redirect', to: 'account-workspaces' };
  return { kind: 'allow' };
}

/** Where to go after signing in: the `next` URL if it is one of ours, else account-workspaces. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
