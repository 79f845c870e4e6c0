import { FRONT_END_APPS } from '../apps/apps-manifest';

/** Module Federation container names of the remotes, in the order apps.manifest.json lists them. */
export const REMOTE_NAMES: readonly string[] = FRONT_END_APPS.filter((app) => app.host !== true).map((app) => app.container);
/** A remote's container name (a JavaScript identifier), as apps.manifest.json spells it. */
export type RemoteName = string;

export type RouteOwner = RemoteName | 'shell';

export const LAYOUT_NAMES = ['blank', 'iframe', 'page', 'payment', 'default', 'workspace'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

export const ROUTE_ACCESS = ['public', 'guest-only', 'auth'] as const;
/** public: anyone; guest-only: logged-in users go to account-workspaces; auth: guests go to login. */
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

export interface RouteDefinition<Name extends string = string> {
  name: Name;
  /**
   * Path pattern without the language segment, react-router syntax (`:param`, `:param?`). A
   * trailing `/*` gives the owner the whole subtree (`/w/:workspace/*`): the remote routes inside it.
   */
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
