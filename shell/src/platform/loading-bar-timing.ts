/** The bar appears only for loads longer than this (product rule: throttle 200 ms)… */
export const LOADING_BAR_THROTTLE_MS = 200;
/** …and creeps towards the end over this long (product rule: duration 5000 ms). */
export const LOADING_BAR_DURATION_MS = 5000;

/** Progress (0–0.9) of a load that has been visible for `elapsed` ms: fast at first, never complete. */
export function loadingBarProgress(elapsed: number): number {
  if (elapsed <= 0) return 0;
  return Math.min(0.9, 0.9 * (1 - Math.exp((-3 * elapsed) / LOADING_BAR_DURATION_MS)));
}
