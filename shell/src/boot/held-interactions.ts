import type { HeldInteraction } from '@stepwise/shared';

/**
 * The hand-over from the page's boot script (shell/server/boot-on-intent.ts) to the app. On a
 * prerendered page the app starts at the visitor's first sign of activity; a click on a control or
 * a form submission that comes before the app is live is held by that script, and the app performs
 * it again (`replayInteractions`) once the page is hydrated, on the very same element.
 */
export function releaseHeldInteractions(): HeldInteraction[] {
  return window.stepwiseBoot?.release() ?? [];
}
