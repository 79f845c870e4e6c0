/**
 * A promise that carries its outcome the way React's `use` reads it (`status`, `value`, `reason`):
 * once it has settled, `use` returns the value in the same render instead of suspending. Pages the
 * server sent as HTML are hydrated only after their code and copy have loaded, so nothing suspends
 * and nothing React already matched is thrown away.
 */
export type TrackedPromise<T> = Promise<T> & ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

type Outcome<T> = { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Records the outcome of `promise` on the promise itself; returns the same object. */
export function trackPromise<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as Promise<T> & Outcome<T>;
  if (tracked.status) return tracked as TrackedPromise<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked as TrackedPromise<T>;
}
