/**
 * Marked when a page starts loading code that its prerendered HTML does not need when hydrated: a
 * part that waits until the visitor comes to it, or what only a visit started in the app uses. The
 * build's prerender step (scripts/prerender.mjs) leaves the scripts requested from then on out of
 * the files the page fetches ahead.
 */
export const DEFERRED_PART_LOADING_MARK = 'stepwise:deferred-part-loading';

export function markDeferredLoading(): void {
  performance.mark(DEFERRED_PART_LOADING_MARK);
}
