import { matchRoute, selectLocale, type AppStore, type RouteDefinition } from '@stepwise/shared';
import { registeredEntry } from '../federation/register-remotes';
import { remoteModuleLoaded } from '../federation/remote-loader';
import { preloadRoute } from './preload-route';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Fetches the code of the page a visitor is likely to open next, before they open it: the page of a
 * link they point at, focus or touch, and once the page is idle the sign-in and sign-up pages its
 * header offers a guest. Within a remote already running, the screen's chunk and copy are loaded.
 * A remote not yet loaded only has its entry fetched into the cache (`rel=prefetch`):
 * running it here would, were it down, trigger the reload meant for a page that needs it.
 */
export function prefetchLikelyRoutes(store: AppStore): void {
  const screens = new Set<string>();
  const remotes = new Set<string>();
  const prefetch = (route: RouteDefinition) => {
    if (route.owner === 'shell') return;
    if (remoteModuleLoaded(route.owner)) {
      if (screens.has(route.name)) return;
      screens.add(route.name);
      preloadRoute(route, selectLocale(store.getState())).catch(() => screens.delete(route.name));
      return;
    }
    const entry = registeredEntry(route.owner);
    if (!entry || remotes.has(route.owner)) return;
    remotes.add(route.owner);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = entry;
    document.head.appendChild(link);
  };
  const routeOf = (link: HTMLAnchorElement | null) => (link && link.origin === window.location.origin ? matchRoute(link.pathname)?.route : undefined);

  const onIntent = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const route = routeOf(target?.closest<HTMLAnchorElement>('a[href]') ?? null);
    if (route) prefetch(route);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });

  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (saveData || typeof window.requestIdleCallback !== 'function') return;
  window.requestIdleCallback(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('header a[href]')) {
      const route = routeOf(link);
      if (route?.access === 'guest-only' && link.offsetParent !== null) prefetch(route);
    }
  });
}
