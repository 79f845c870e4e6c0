import type { ComponentType } from 'react';
import type { Locale } from '../i18n/locales';
import type { MessageLoaders } from '../i18n/message-catalogue';
import type { RouteName } from '../routes/registry';
import type { RemoteName } from '../routes/route-types';

/**
 * One screen of a remote. `preload`, when present, fetches its code and copy ahead of rendering:
 * the shell calls it before hydrating a page the server sent as HTML, so the first render matches
 * that HTML without waiting for anything.
 */
export type RemoteScreen = ComponentType & { preload?: () => Promise<unknown> };

/** A page's own title (the shell adds the site name) and, optionally, its description. */
export interface PageMetaEntry {
  title: string;
  description?: string;
}

/**
 * A remote's page titles and descriptions: locale → route name → entry. Each app keeps them in the
 * file its apps.manifest.json entry names (`pageMeta`): the shell server reads that file for the
 * first paint, and the remote exports the same file for client-side navigation.
 */
export type PageMetaCatalogue = Partial<Record<Locale, Partial<Record<string, PageMetaEntry>>>>;

/**
 * What every remote exposes as `./routes`: the screens it implements, keyed by route name
 * (usually React.lazy components, so each screen is its own chunk), and its message catalogues.
 * A registry route whose owner does not implement it renders the 404 page.
 */
export interface RemoteModule {
  remote: RemoteName;
  routes: Partial<Record<RouteName, RemoteScreen>>;
  messages: MessageLoaders;
  /** Titles and descriptions of its pages (its `pageMeta` file). */
  pageMeta?: PageMetaCatalogue;
  /** Build version of the remote (package version plus build label), shown on its screens' root. */
  version?: string;
  /**
   * The range of @stepwise/shared the remote was built for (its package.json dependency, `__SHARED_RANGE__`).
   * The shell mounts the remote only when the running shared satisfies it (sharedCompatibility).
   */
  requiresShared?: string;
  /** Set on the stand-in the shell shows when the remote could not be loaded. */
  unavailable?: boolean;
}

/** A remote's `./routes` module; it must say which shared it was built for (`requiresShared: __SHARED_RANGE__`). */
export function defineRemote(module: RemoteModule & { requiresShared: string }): RemoteModule {
  return module;
}
