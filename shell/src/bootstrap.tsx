import { StrictMode, startTransition } from 'react';
import { createAppStore, languageStorage, loadCurrentUser, localeChanged, matchRoute, resolveLocale } from '@stepwise/shared';
import { App } from './app';
import { mountRoot } from './bootstrap-root';
import { registerRemotesFromConfig } from './federation/register-remotes';
import { fetchRemotesConfig } from './federation/remotes-config';

async function registerRemotes() {
  try {
    registerRemotesFromConfig(await fetchRemotesConfig());
  } catch (error) {
    // Without the remotes list every remote screen shows its fallback; the shell itself still works.
    console.error('[shell] could not load /remotes.json', error);
  }
}

/** Same rule as the shell server: language cookie, then the route's lang segment, then the browser. */
function initialLocale() {
  return resolveLocale({
    cookie: languageStorage.get(),
    routeLang: matchRoute(window.location.pathname)?.routeLang,
    acceptLanguage: navigator.languages?.join(',') ?? navigator.language,
  });
}

async function start() {
  const store = createAppStore();
  store.dispatch(localeChanged(initialLocale()));
  // The remotes list and the current user load in parallel; guarded pages wait for the user.
  const remotesReady = registerRemotes();
  void store.dispatch(loadCurrentUser());
  await remotesReady;
  const container = document.getElementById('root');
  if (!container) throw new Error('The shell document has no #root element');
  const root = mountRoot(container);
  const app = (
    <StrictMode>
      <App store={store} />
    </StrictMode>
  );
  // Over prerendered markup nothing is waiting for this render: let it yield to the browser instead of blocking it.
  if (container.hasAttribute('data-prerendered')) startTransition(() => root.render(app));
  else root.render(app);
}

void start();
