import { StrictMode, Suspense } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  AppProviders,
  LOCALES,
  createAppStore,
  loadCatalogue,
  localeChanged,
  routerPatterns,
  routesOwnedBy,
  sharedMessages,
  userLoaded,
  type AppStore,
  type Locale,
  type User,
} from '@stepwise/shared';
import marketingRemote from '../routes';
import type { PageScreen } from '../common/lazy-page';

/** Shows where the app is now, so a test can see navigations. */
function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Stands for any screen outside mfe-marketing (register, login, new-workspace, …). */
function OtherScreen() {
  return <p>other screen</p>;
}

/**
 * Loads every page chunk and catalogue up front (call in beforeAll): the first transform of a cold
 * module graph can take longer than a findBy* waits.
 */
export async function preloadMarketingScreens(): Promise<void> {
  const screens = Object.values(marketingRemote.routes) as PageScreen[];
  await Promise.all([
    ...screens.map((screen) => screen.preload()),
    ...LOCALES.flatMap((locale) => [loadCatalogue(sharedMessages, locale), loadCatalogue(marketingRemote.messages, locale)]),
  ]);
}

export const signedInUser: User = { id: 5, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', status: 'active', lang: 'en', photo_sm: null, photo_lg: null };

export interface RenderOptions {
  store?: AppStore;
  /** Interface language; English unless said otherwise. */
  lang?: Locale;
  /** Render as a signed-in user (state.auth.isAuth). */
  signedIn?: boolean;
}

/**
 * Renders the mfe-marketing screens as the product does: the real store, theme and messages
 * (shared catalogue plus this remote's), the remote's own route table, StrictMode, starting at `url`.
 */
export async function renderMarketingScreen(url: string, { store = createAppStore(), lang = 'en', signedIn = false }: RenderOptions = {}) {
  store.dispatch(localeChanged(lang));
  if (signedIn) store.dispatch(userLoaded({ user: signedInUser }));
  const screens = routesOwnedBy('mfe_marketing').flatMap((route) => {
    const Screen = marketingRemote.routes[route.name];
    return Screen ? routerPatterns(route).map((pattern) => <Route key={pattern} path={pattern} element={<Screen />} />) : [];
  });
  const user = userEvent.setup({ delay: null });
  const ui = (
    <StrictMode>
      <AppProviders store={store} messages={marketingRemote.messages}>
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
