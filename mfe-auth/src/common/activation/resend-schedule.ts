/** Session storage key of the moment (ms since the epoch) another activation code may be requested. */
export const RESEND_AT_STORAGE_KEY = 'sw_code_resend_at';

/**
 * When the next activation code may be requested, kept across the step from register to activate
 * (and a reload of activate) in this tab. Registration sends the first code, so the activate page
 * starts its "send a new code" countdown at once instead of offering a button the server refuses.
 */
export const resendSchedule = {
  /** The server's `resend_available_in` (seconds) of the answer that sent a code. */
  remember(secondsFromNow: number, now = Date.now()): void {
    try {
      if (secondsFromNow > 0) window.sessionStorage.setItem(RESEND_AT_STORAGE_KEY, String(now + secondsFromNow * 1000));
      else window.sessionStorage.removeItem(RESEND_AT_STORAGE_KEY);
    } catch {
      // Storage unavailable: the button answers with the wait when pressed too early.
    }
  },
  /** Whole seconds left until another code may be requested; 0 when nothing (or nothing valid) is known. */
  secondsLeft(now = Date.now()): number {
    try {
      const at = Number(window.sessionStorage.getItem(RESEND_AT_STORAGE_KEY));
      return Number.isFinite(at) && at > now ? Math.ceil((at - now) / 1000) : 0;
    } catch {
      return 0;
    }
  },
};
