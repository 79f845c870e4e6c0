export const REMOTE_NAMES = ['mfe_marketing', 'mfe_auth', 'mfe_account', 'mfe_billing'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type RouteOwner = RemoteName | 'shell';

export const LAYOUT_NAMES = ['blank', 'iframe', 'page', 'payment', 'default'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** public: anyone; guest-only: logged-in users go to account-workspaces; auth: guests go to login. */
export type RouteAccess = 'public' | 'guest-only' | 'auth';

export interface RouteDefinition<Name extends string = string> {
  name: Name;
  /** Path pattern without the language segment, react-router syntax (`:param`, `:param?`). */
  path: string;
  owner: RouteOwner;
  layout: LayoutName;
  access: RouteAccess;
  /** Takes the optional language segment: empty for Russian, `/en` for English. */
  langPrefixed: boolean;
  /** Per-parameter validation; a mismatch renders the 404 page. */
  params?: Readonly<Record<string, RegExp>>;
  /** A user with status `new` may stay here (every other auth page sends them to activate). */
  allowsNewUser?: boolean;
  /** Other origins on the embed allow-list may show it in a frame (CSP frame-ancestors). */
  embeddable?: boolean;
}
