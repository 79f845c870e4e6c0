import { safeNextPath } from '@stepwise/shared';

/** Session storage key of the page to return to after a round trip through the sign-in provider. */
export const NEXT_PATH_STORAGE_KEY = 'sw_auth_next';

/**
 * The `?next=` of the login page survives the trip to the external provider and back in session
 * storage (same tab only). Only paths on this origin are kept.
 */
export const nextPathStorage = {
  remember(next: string | null): void {
    try {
      const path = safeNextPath(next);
      if (path) window.sessionStorage.setItem(NEXT_PATH_STORAGE_KEY, path);
      else window.sessionStorage.removeItem(NEXT_PATH_STORAGE_KEY);
    } catch {
      // Storage unavailable: the user lands on the default page instead.
    }
  },
  take(): string | null {
    try {
      const path = window.sessionStorage.getItem(NEXT_PATH_STORAGE_KEY);
      window.sessionStorage.removeItem(NEXT_PATH_STORAGE_KEY);
      return safeNextPath(path);
    } catch {
      return null;
    }
  },
};
