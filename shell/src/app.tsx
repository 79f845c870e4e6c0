import { StrictMode, useMemo } from 'react';
import { AppProviders, createAppHistory, GuardedRouter, LiveProvider, type AppStore } from '@stepwise/shared';
import { shellMessages } from './messages/shell-messages';
import { AppRoutes } from './router/app-routes';
import { ScreenCommittedContext, type ScreenCommitted } from './router/screen-committed';

export interface AppProps {
  store: AppStore;
  /** Called each time a route's screen is on screen (see router/screen-committed.ts). */
  onScreenCommitted?: ScreenCommitted;
}

export function App({ store, onScreenCommitted }: AppProps) {
  const history = useMemo(createAppHistory, []);
  return (
    <ScreenCommittedContext value={onScreenCommitted}>
      <AppProviders store={store} messages={shellMessages}>
        <LiveProvider>
          <GuardedRouter history={history}>
            <AppRoutes />
          </GuardedRouter>
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
