import { StrictMode, Suspense } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  AppProviders,
  LOCALES,
  ToastRegion,
  createAppStore,
  loadCatalogue,
  localeChanged,
  routerPatterns,
  routesOwnedBy,
  sharedMessages,
  tokenStorage,
  userLoaded,
  type AppStore,
  type Locale,
  type User,
} from '@stepwise/shared';
import accountRemote from '../routes';
import { user as defaultUser } from './fixtures';

/** Shows where the app is now, so a test can see navigations. */
function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Stands for any screen outside mfe-account (the plan page of mfe-billing, the home page, …). */
function OtherScreen() {
  return <p>other screen</p>;
}

/**
 * Loads every screen module and message catalogue up front (call in beforeAll): the first
 * transform of a cold module graph can take longer than a findBy* waits.
 */
export async function preloadAccountScreens(): Promise<void> {
  await Promise.all([
    import('../features/workspaces/workspaces-page'),
    import('../features/profile/profile-page'),
    import('../features/cards/cards-page'),
    import('../features/payments/payments-page'),
    import('../features/new-workspace/new-workspace-page'),
    import('../features/workspace-created/workspace-created-page'),
    ...LOCALES.flatMap((locale) => [loadCatalogue(sharedMessages, locale), loadCatalogue(accountRemote.messages, locale)]),
  ]);
}

export interface RenderOptions {
  store?: AppStore;
  /** Interface language; English unless said otherwise. */
  lang?: Locale;
  /** The signed-in user (the shell's guard lets only signed-in users here); null: none loaded yet. */
  user?: User | null;
  /** userEvent with fake timers. */
  fakeTimers?: boolean;
}

/**
 * Renders the mfe-account screens as the product does: the real store, theme and messages (shared
 * catalogue plus this remote's), the remote's own route table, toasts, StrictMode, starting at `url`.
 */
export async function renderAccountScreen(url: string, { store = createAppStore(), lang = 'en', user = defaultUser, fakeTimers = false }: RenderOptions = {}) {
  tokenStorage.set('account-token');
  if (user) store.dispatch(userLoaded({ user, providerName: 'password' }));
  store.dispatch(localeChanged(lang));
  const screens = routesOwnedBy('mfe_account').flatMap((route) => {
    const Screen = accountRemote.routes[route.name];
    return Screen ? routerPatterns(route).map((pattern) => <Route key={pattern} path={pattern} element={<Screen />} />) : [];
  });
  const events = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const ui = (
    <StrictMode>
      <AppProviders store={store} messages={accountRemote.messages}>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={<p>loading</p>}>
            <Routes>
              {screens}
              <Route path="*" element={<OtherScreen />} />
            </Routes>
          </Suspense>
          <CurrentLocation />
          <ToastRegion />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>
  );
  let view: RenderResult | undefined;
  // Awaited: the messages and the lazy screen suspend first, and React retries only inside act.
  await act(async () => {
    view = render(ui);
  });
  return { ...view!, store, user: events };
}
