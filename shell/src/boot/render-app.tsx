import { createRoot } from 'react-dom/client';
import { createAppStore, loadCurrentUser, localeChanged, matchRoute, tokenStorage, type Locale } from '@stepwise/shared';
import { appElement } from '../app';
import { initialLocale } from './initial-locale';
import { preloadRoute } from './preload-route';
import { registerRemotes } from './register-remotes';
import type { RunningApp } from './running-app';

/** An ordinary page: the app renders into the empty `#root`. */
export async function renderApp(container: HTMLElement): Promise<RunningApp> {
  const store = createAppStore();
  const locale = initialLocale();
  store.dispatch(localeChanged(locale));
  // The remotes list and the current user load in parallel; guarded pages wait for the user.
  const remotesReady = registerRemotes();
  void store.dispatch(loadCurrentUser());
  await remotesReady;
  preloadShownRoute(locale);
  const root = createRoot(container);
  root.render(appElement(store));
  return { store, root };
}

/**
 * Starts loading the screen of the page being opened (its remote, code and copy) while the shell
 * renders, instead of once the shell's first render reaches it. A page behind sign-in is left alone
 * for a visitor without a session: they are sent elsewhere. A failure is the screen's to show.
 */
function preloadShownRoute(locale: Locale): void {
  const route = matchRoute(window.location.pathname)?.route;
  if (!route || route.owner === 'shell' || (route.access === 'auth' && !tokenStorage.get())) return;
  preloadRoute(route, locale).catch(() => undefined);
}
