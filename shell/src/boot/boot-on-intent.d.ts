import type { HeldInteraction } from '@stepwise/shared';

/** What the boot script of a prerendered page (shell/server/boot-on-intent.ts) leaves on `window`. */
export interface BootOnIntent {
  /** Stops holding interactions and hands over those held so far, oldest first. */
  release(): HeldInteraction[];
  /** The path whose route event the boot script reported (analytics on), so the app does not report it twice. */
  routeReported?: string;
}

declare global {
  interface Window {
    stepwiseBoot?: BootOnIntent;
  }
}
