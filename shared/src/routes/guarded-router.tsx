import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory } from 'react-router';
import { guardHistory, type AppHistory } from './guarded-history';

/** The address bar's history, with the leave checks in front of every navigation. */
export function createAppHistory(): AppHistory {
  return guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
}

export interface GuardedRouterProps {
  /** A guarded history (createAppHistory, or guardHistory over a memory history in tests). */
  history: AppHistory;
  children: ReactNode;
}

/**
 * The app's router: the component router over a history whose navigations pass the leave checks.
 * The data router would do that too, but costs twice the bytes on every page's first load.
 */
export function GuardedRouter({ history, children }: GuardedRouterProps) {
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
