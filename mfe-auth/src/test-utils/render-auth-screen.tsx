import { StrictMode, Suspense } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, LOCALES, createAppStore, loadCatalogue, localeChanged, routerPatterns, routesOwnedBy, sharedMessages, type AppStore, type Locale } from '@stepwise/shared';
import authRemote from '../routes';

/** Shows where the app is now, so a test can see navigations. */
function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Stands for any screen outside mfe-auth (account-workspaces, privacy, …). */
function OtherScreen() {
  return <p>other screen</p>;
}

/**
 * Loads every screen module and message catalogue up front (call in beforeAll): the first
 * transform of a cold module graph can take longer than a findBy* waits.
 */
export async function preloadAuthScreens(): Promise<void> {
  await Promise.all([
    import('../features/login/login-page'),
    import('../features/register/register-page'),
    import('../features/activate/activate-page'),
    import('../features/forget/forget-page'),
    import('../features/reset-email-sent/reset-email-sent-page'),
    import('../features/restore/restore-page'),
    import('../features/provider-login/provider-login-page'),
    import('../features/unsubscribe/unsubscribe-page'),
    ...LOCALES.flatMap((locale) => [loadCatalogue(sharedMessages, locale), loadCatalogue(authRemote.messages, locale)]),
  ]);
}

export interface RenderOptions {
  store?: AppStore;
  /** Interface language; English unless said otherwise. */
  lang?: Locale;
  /** userEvent with fake timers. */
  fakeTimers?: boolean;
}

/**
 * Renders the mfe-auth screens as the product does: the real store, theme and messages (shared
 * catalogue plus this remote's), the remote's own route table, StrictMode, starting at `url`.
 */
export async function renderAuthScreen(url: string, { store = createAppStore(), lang = 'en', fakeTimers = false }: RenderOptions = {}) {
  store.dispatch(localeChanged(lang));
  const screens = routesOwnedBy('mfe_auth').flatMap((route) => {
    const Screen = authRemote.routes[route.name];
    return Screen ? routerPatterns(route).map((pattern) => <Route key={pattern} path={pattern} element={<Screen />} />) : [];
  });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const ui = (
    <StrictMode>
      <AppProviders store={store} messages={authRemote.messages}>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={<p>loading</p>}>
            <Routes>
              {screens}
              <Route path="*" element={<OtherScreen />} />
            </Routes>
          </Suspense>
          <CurrentLocation />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>
  );
  let view: RenderResult | undefined;
  // Awaited: the messages and the lazy screen suspend first, and React retries only inside act.
  await act(async () => {
    view = render(ui);
  });
  return { ...view!, store, user };
}
