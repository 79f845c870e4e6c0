import { trackPromise, type TrackedPromise } from './tracked-promise';

/**
 * `load`, started by the first call and shared by every call after it, as a tracked promise (once
 * loaded, `use` reads it without suspending). A failure is forgotten, so the next call loads again:
 * a chunk or catalogue that failed is fetched anew when the shell retries.
 */
export function loadOnce<T>(load: () => Promise<T>): () => TrackedPromise<T> {
  let pending: TrackedPromise<T> | undefined;
  return () => {
    if (!pending) {
      const started = trackPromise(load());
      started.catch(() => {
        if (pending === started) pending = undefined;
      });
      pending = started;
    }
    return pending;
  };
}
