import { useSyncExternalStore } from 'react';

/** How many page parts are loading right now (each Suspense fallback of a screen counts one). */
let pending = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function beginPendingLoad(): () => void {
  pending++;
  notify();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending--;
    notify();
  };
}

export function usePendingLoads(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    () => 0,
  );
}
