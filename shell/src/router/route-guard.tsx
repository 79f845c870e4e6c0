import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideAccess, pathFor, selectLocale, useAppSelector, type RouteDefinition } from '@stepwise/shared';
import { PageLoading } from './page-loading';
import { SessionFailed } from './session-failed';

/** Applies the registry's access rule to the current user before the page renders. */
export function RouteGuard({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const location = useLocation();
  const auth = useAppSelector((state) => state.auth);
  const locale = useAppSelector(selectLocale);
  const decision = decideAccess(
    route,
    { isUserInitialized: auth.isUserInitialized, isAuth: auth.isAuth, user: auth.authUser, userLoadFailed: auth.userLoadFailed },
    location.pathname + location.search,
  );
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'wait':
      return <PageLoading />;
    case 'failed':
      return <SessionFailed />;
    case 'return':
      return <Navigate replace to={decision.path} />;
    case 'redirect':
      return <Navigate replace to={pathFor(decision.to, { query: decision.query, lang: locale })} />;
  }
}
