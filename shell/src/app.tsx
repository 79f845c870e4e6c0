import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, type AppStore } from '@stepwise/shared';
import { shellMessages } from './messages/shell-messages';
import { createRoutes } from './router/create-routes';

export function App({ store }: { store: AppStore }) {
  const router = useMemo(() => createBrowserRouter(createRoutes()), []);
  return (
    <AppProviders store={store} messages={shellMessages}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
