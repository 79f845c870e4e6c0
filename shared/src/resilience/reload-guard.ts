/** A failed page part reloads the page at most once in this window (product rule: 60 s). */
export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_GUARD_KEY = 'sw_chunk_reload_at';

export interface ReloadGuardDeps {
  now?: number;
  /** Where the last reload time is kept; null when no storage is available. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload?: () => void;
}

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reloads the page after a chunk or remote failed to load, unless it already did so in the last
 * 60 seconds. Returns true when a reload was started; false means the caller shows its fallback.
 */
export function reloadOnceForFailedLoad({
  now = Date.now(),
  storage = sessionStore(),
  reload = () => window.location.reload(),
}: ReloadGuardDeps = {}): boolean {
  if (!storage) return false;
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  reload();
  return true;
}
