import { useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { PageLayout } from '../layouts/page-layout';
import { ErrorPageFallback } from '../pages/error-page-fallback';
import { RouteErrorPage } from '../pages/route-error-page';
import { createRoutes } from './create-routes';
import { RouteErrorBoundary } from './route-error-boundary';

/** Every page of the registry under its layout; a page that fails to render shows the error page. */
export function AppRoutes() {
  const routes = useMemo(createRoutes, []);
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary
      page={pathname}
      fallback={(error) => (
        <ErrorPageFallback>
          <PageLayout>
            <RouteErrorPage error={error} />
          </PageLayout>
        </ErrorPageFallback>
      )}
    >
      {element}
    </RouteErrorBoundary>
  );
}
