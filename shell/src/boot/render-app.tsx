import { createRoot } from 'react-dom/client';
import { createAppStore, loadCurrentUser, localeChanged } from '@stepwise/shared';
import { appElement } from '../app';
import { initialLocale } from './initial-locale';
import { registerRemotes } from './register-remotes';
import type { RunningApp } from './running-app';

/** An ordinary page: the app renders into the empty `#root`. */
export async function renderApp(container: HTMLElement): Promise<RunningApp> {
  const store = createAppStore();
  store.dispatch(localeChanged(initialLocale()));
  // The remotes list and the current user load in parallel; guarded pages wait for the user.
  const remotesReady = registerRemotes();
  void store.dispatch(loadCurrentUser());
  await remotesReady;
  const root = createRoot(container);
  root.render(appElement(store));
  return { store, root };
}
