import { StrictMode, Suspense } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, UNSAFE_createMemoryHistory, useLocation } from 'react-router';
import { tokenStorage } from '../auth/token-storage';
import { userLoaded } from '../auth/auth-slice';
import type { User } from '../auth/user';
import { AppProviders } from '../host/app-providers';
import { localeChanged } from '../i18n/locale-slice';
import { LOCALES, type Locale } from '../i18n/locales';
import { loadCatalogue } from '../i18n/message-catalogue';
import { LiveContext, type LiveState } from '../live/live-context';
import { sharedMessages } from '../messages/shared-messages';
import type { RemoteModule } from '../remote/remote-module';
import { guardHistory } from '../routes/guarded-history';
import { GuardedRouter } from '../routes/guarded-router';
import { routerPatterns } from '../routes/path-for';
import { routesOwnedBy } from '../routes/registry';
import { createAppStore, type AppStore } from '../store/create-app-store';
import { ToastRegion } from '../toast/toast-region';

/** Shows where the app is now, so a test can see navigations. */
function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Stands for any screen outside the remote under test (another remote's, the home page, …). */
function OtherScreen() {
  return <p>other screen</p>;
}

/**
 * Loads the shared and the remote's message catalogues in every language, the screens that can be
 * preloaded (`preload()`) and whatever else `loaders` fetch, up front (call in beforeAll): the first
 * transform of a cold module graph can take longer than a findBy* waits.
 */
export async function preloadRemoteScreens(remote: RemoteModule, ...loaders: Array<() => Promise<unknown>>): Promise<void> {
  const screens = Object.values(remote.routes) as Array<{ preload?: () => Promise<unknown> }>;
  await Promise.all([
    ...screens.flatMap((screen) => (typeof screen.preload === 'function' ? [screen.preload()] : [])),
    ...loaders.map((load) => load()),
    ...LOCALES.flatMap((locale) => [loadCatalogue(sharedMessages, locale), loadCatalogue(remote.messages, locale)]),
  ]);
}

export interface RenderRemoteOptions {
  store?: AppStore;
  /** Interface language; English unless said otherwise. */
  lang?: Locale;
  /** Signed in as this user (loaded into the store); null or omitted: a guest. */
  user?: User | null;
  /** The sign-in provider `user` used ('password', 'google'). */
  providerName?: string;
  /** An access token put into storage first, as a real sign-in leaves it. */
  token?: string;
  /** userEvent with fake timers. */
  fakeTimers?: boolean;
  /** Further userEvent options (e.g. `{ delay: null }`). */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
  /** Renders the toast region too. */
  toasts?: boolean;
  /** The live connection the screens see (a test's stand-in); none when omitted. */
  live?: LiveState;
}

/**
 * Renders a remote's screens as the product does: the real store, theme and messages (shared
 * catalogue plus the remote's), the remote's own route table, StrictMode, starting at `url`.
 * Returns the render result, the store and a userEvent instance (`user`).
 */
export async function renderRemoteScreen(
  remote: RemoteModule,
  url: string,
  {
    store = createAppStore(),
    lang = 'en',
    user = null,
    providerName,
    token,
    fakeTimers = false,
    userEventOptions,
    toasts = false,
    live = { channel: null, status: 'live' },
  }: RenderRemoteOptions = {},
) {
  if (token) tokenStorage.set(token);
  if (user) store.dispatch(userLoaded({ user, providerName }));
  store.dispatch(localeChanged(lang));
  const screens = routesOwnedBy(remote.remote).flatMap((route) => {
    const Screen = remote.routes[route.name];
    return Screen ? routerPatterns(route).map((pattern) => <Route key={pattern} path={pattern} element={<Screen />} />) : [];
  });
  // The app's kind of router, so a screen's leave checks stop its navigations as in the shell.
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true }));
  const events = userEvent.setup({ ...(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}), ...userEventOptions });
  const ui = (
    <StrictMode>
      <AppProviders store={store} messages={remote.messages}>
        <LiveContext value={live}>
          <GuardedRouter history={history}>
            <Suspense fallback={<p>loading</p>}>
              <Routes>
                {screens}
                <Route path="*" element={<OtherScreen />} />
              </Routes>
            </Suspense>
            <CurrentLocation />
            {toasts && <ToastRegion />}
          </GuardedRouter>
        </LiveContext>
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
