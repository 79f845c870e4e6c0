import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router';
import { localeChanged } from '../i18n/locale-slice';
import { languageStorage } from '../i18n/language-storage';
import { LiveProvider } from '../live/live-provider';
import { createAppHistory, GuardedRouter } from '../routes/guarded-router';
import { routerPatterns } from '../routes/path-for';
import { routesOwnedBy } from '../routes/registry';
import type { RemoteModule } from '../remote/remote-module';
import { createAppStore } from '../store/create-app-store';
import { ToastRegion } from '../toast/toast-region';
import { AppProviders } from './app-providers';
import { StandaloneFrame } from './standalone-frame';

/**
 * Runs one remote without the shell (`npm run dev -w <remote>`): the same store, theme and
 * i18n as in production, with a thin frame listing the remote's own screens.
 */
export function mountStandalone(remote: RemoteModule, container: HTMLElement | null = document.getElementById('root')) {
  if (!container) throw new Error('mountStandalone needs a #root element');
  const store = createAppStore();
  const storedLang = languageStorage.get();
  if (storedLang) store.dispatch(localeChanged(storedLang));
  const routes = routesOwnedBy(remote.remote).filter((route) => remote.routes[route.name]);

  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} messages={remote.messages}>
        <LiveProvider>
          <GuardedRouter history={createAppHistory()}>
            <StandaloneFrame remote={remote.remote} routes={routes}>
              <Suspense fallback={<p role="status">…</p>}>
                <Routes>
                  {routes.flatMap((route) => {
                    const Screen = remote.routes[route.name]!;
                    return routerPatterns(route).map((pattern) => <Route key={pattern} path={pattern} element={<Screen />} />);
                  })}
                </Routes>
              </Suspense>
            </StandaloneFrame>
            <ToastRegion />
          </GuardedRouter>
        </LiveProvider>
      </AppProviders>
    </StrictMode>,
  );
}
