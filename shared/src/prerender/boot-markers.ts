/**
 * What a prerendered page's boot script (shell/src/boot/boot-on-intent.ts) and the shell server that
 * writes its element agree on. The script is bundled on its own, so this module imports nothing.
 */

/** Id of the boot script's element; its settings are the data attributes below. */
export const BOOT_ELEMENT_ID = 'stepwise-boot';

/** The app's script files, in order, separated by spaces. */
export const BOOT_SCRIPTS_ATTRIBUTE = 'data-scripts';
/** Further script files the page is known to need, requested as the app starts. */
export const BOOT_PRELOAD_ATTRIBUTE = 'data-preload';
/** Present when the request carried the HttpOnly session cookie: the app starts at once. */
export const BOOT_SESSION_ATTRIBUTE = 'data-session';
/** The storage key of the access token, whose presence means a session. */
export const BOOT_SESSION_KEY_ATTRIBUTE = 'data-session-key';
/** Set by the script once the files were fetched ahead while idle: `done` or `skipped`. */
export const BOOT_IDLE_FETCH_ATTRIBUTE = 'data-idle-fetch';

/** The meta element naming the analytics sink the server configured. */
export const ANALYTICS_META_NAME = 'stepwise:analytics';
/** The one analytics sink: events pushed to `window.dataLayer`. */
export const DATA_LAYER_SINK = 'datalayer';

/** On `#root` of a page the server sent prerendered: the route it shows (the shell hydrates it). */
export const PRERENDERED_ROUTE_ATTRIBUTE = 'data-prerendered';

/**
 * Set on `<html>` while a visitor with a stored session waits for the app to know who they are:
 * the guest actions in a prerendered page's header (sign in, start free) are hidden meanwhile
 * instead of being offered to someone already signed in. The page's boot script sets it; the app
 * removes it once the user is loaded or turns out not to be.
 */
export const SESSION_PENDING_ATTRIBUTE = 'data-session-pending';
