import type { UNSAFE_createBrowserHistory } from 'react-router';
import { mayLeave } from './leave-checks';

/** A history of the router's kind (browser or memory). */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
export type HistoryUpdate = Parameters<Parameters<AppHistory['listen']>[0]>[0];

/**
 * `history` with every navigation passing the leave checks (leave-checks.ts): a push or replace that
 * is declined does not happen; Back or Forward, which the browser has already done when it is
 * reported, is undone by going the other way, and the router never sees either move. The history
 * must report every change (`v5Compat`), as the router's own histories do.
 */
export function guardHistory(history: AppHistory): AppHistory {
  let listener: ((update: HistoryUpdate) => void) | null = null;
  let undoing = false;
  let shownPath = history.location.pathname;

  const allowed = (to: Parameters<AppHistory['push']>[0]) => mayLeave({ from: shownPath, to: history.encodeLocation(to).pathname });

  function report(update: HistoryUpdate) {
    if (undoing) {
      undoing = false;
      return;
    }
    if (update.action === 'POP' && update.delta && !mayLeave({ from: shownPath, to: update.location.pathname })) {
      undoing = true;
      history.go(-update.delta);
      return;
    }
    shownPath = update.location.pathname;
    listener?.(update);
  }

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push(to, state) {
      if (allowed(to)) history.push(to, state);
    },
    replace(to, state) {
      if (allowed(to)) history.replace(to, state);
    },
    listen(fn) {
      listener = fn;
      const stop = history.listen(report);
      return () => {
        listener = null;
        stop();
      };
    },
  };
}
