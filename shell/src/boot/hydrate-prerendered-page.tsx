import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import {
  collectEarlyInput,
  createAppStore,
  getRoute,
  LIVE_ATTRIBUTE,
  loadCurrentUser,
  localeChanged,
  prerenderedStateRestored,
  SESSION_PENDING_ATTRIBUTE,
  type PrerenderedState,
  replayInteractions,
  restoreEarlyInput,
  type RemoteModule,
  type RouteName,
} from '@stepwise/shared';
import { appElement } from '../app';
import type { RunningApp } from './running-app';
import { releaseHeldInteractions } from './held-interactions';
import { initialLocale } from './initial-locale';
import { preloadRoute } from './preload-route';
import { registerRemotes } from './register-remotes';

/**
 * A page the server sent as HTML: the app takes the markup over in place. The store starts from the
 * state the page was rendered with, every module and catalogue of the route is loaded first, and
 * only then does React hydrate, so its first render matches the HTML node for node and nothing on
 * screen is replaced, blanked or moved. What is newer than the build (the visitor's session, their
 * language if it differs, today's date, fresher data) arrives as ordinary updates afterwards.
 *
 * When the route cannot be loaded (a remote down), the HTML stays as it is: it reads and its links
 * work without the app. When the remote deployed now is another build than the one the HTML was
 * rendered from, its markup may differ in ways hydration would not correct (React keeps the
 * server's attributes), so the page is rendered afresh instead, in one step: everything it needs
 * is loaded already.
 */
export async function hydratePrerenderedPage(container: HTMLElement, route: RouteName, state: PrerenderedState): Promise<RunningApp | null> {
  const store = createAppStore();
  // RTK Query is not loaded for it: a page rendered with API data hydrates from the state's copy of
  // it (prerenderedQueryData) and loads the api only if it needs more.
  await registerRemotes();
  store.dispatch(prerenderedStateRestored(state));
  let remote: RemoteModule | null;
  try {
    remote = await preloadRoute(getRoute(route), state.locale);
  } catch (error) {
    console.error(`[shell] the ${route} page stays as the server sent it: its screen could not be loaded`, error);
    sessionSettled();
    releaseHeldInteractions();
    return null;
  }

  const earlyInput = collectEarlyInput(container);
  let hydrated = false;
  const onScreenCommitted = () => {
    if (hydrated) return;
    hydrated = true;
    // After the commit that reported it, not inside it: React handles the replayed events as new ones.
    setTimeout(() => {
      container.setAttribute(LIVE_ATTRIBUTE, '');
      restoreEarlyInput(earlyInput);
      replayInteractions(releaseHeldInteractions());
      // Updates only now: one reaching a part still being hydrated would make React render that part afresh.
      const locale = initialLocale();
      if (locale !== state.locale) store.dispatch(localeChanged(locale));
      void store.dispatch(loadCurrentUser()).finally(sessionSettled);
    }, 0);
  };
  if (remote && renderedBuildOf(container, remote) !== (remote.version ?? null)) {
    console.info(`[shell] ${remote.remote} ${remote.version ?? ''} is not the build the ${route} page was prerendered from: rendering it afresh`);
    const root = createRoot(container);
    root.render(appElement(store, onScreenCommitted));
    return { store, root };
  }
  // A transition: hydration yields to the browser between pieces of work instead of blocking it.
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, appElement(store, onScreenCommitted), {
      onRecoverableError(error) {
        console.warn('[shell] part of the prerendered page was rendered afresh', error);
      },
    });
  });
  return { store, root: root! };
}

/** The app knows the visitor now (or will not): the header shows what its state says. */
function sessionSettled() {
  document.documentElement.removeAttribute(SESSION_PENDING_ATTRIBUTE);
}

/** The build of `remote` the prerendered markup came from (its screens carry it, see RemoteScreen). */
function renderedBuildOf(container: HTMLElement, remote: RemoteModule): string | null {
  return container.querySelector(`[data-remote="${remote.remote}"]`)?.getAttribute('data-remote-version') ?? null;
}
