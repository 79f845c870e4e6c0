/**
 * Set on `<html>` while a visitor with a stored session waits for the app to know who they are:
 * the guest actions in a prerendered page's header (sign in, start free) are hidden meanwhile
 * instead of being offered to someone already signed in. The page's boot script sets it; the app
 * removes it once the user is loaded or turns out not to be.
 */
export const SESSION_PENDING_ATTRIBUTE = 'data-session-pending';
