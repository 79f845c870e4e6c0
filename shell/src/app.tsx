import { StrictMode, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, LiveProvider, type AppStore } from '@stepwise/shared';
import { shellMessages } from './messages/shell-messages';
import { createRoutes } from './router/create-routes';
import { ScreenCommittedContext, type ScreenCommitted } from './router/screen-committed';

export interface AppProps {
  store: AppStore;
  /** Called each time a route's screen is on screen (see router/screen-committed.ts). */
  onScreenCommitted?: ScreenCommitted;
}

export function App({ store, onScreenCommitted }: AppProps) {
  const router = useMemo(() => createBrowserRouter(createRoutes()), []);
  return (
    <ScreenCommittedContext value={onScreenCommitted}>
      <AppProviders store={store} messages={shellMessages}>
        <LiveProvider>
          <RouterProvider router={router} />
        </LiveProvider>
      </AppProviders>
    </ScreenCommittedContext>
  );
}

/**
 * The one element tree of the app. The build renders prerendered pages from it and the browser
 * hydrates them with it, so both must stay the same.
 */
export function appElement(store: AppStore, onScreenCommitted?: ScreenCommitted) {
  return (
    <StrictMode>
      <App store={store} onScreenCommitted={onScreenCommitted} />
    </StrictMode>
  );
}
