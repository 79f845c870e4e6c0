import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, languageStorage, localeChanged, matchRoute, resolveLocale } from '@stepwise/shared';
import { App } from './app';
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

function initialLocale() {
  return resolveLocale({
    cookie: languageStorage.get(),
    routeLang: matchRoute(window.location.pathname)?.routeLang,
    acceptLanguage: navigator.languages?.join(',') ?? navigator.language,
  });
}

async function start() {
  await registerRemotes();
  const store = createAppStore();
  store.dispatch(localeChanged(initialLocale()));
  const container = document.getElementById('root');
  if (!container) throw new Error('The shell document has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

void start();
