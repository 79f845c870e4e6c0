export interface Backoff {
  /** The wait after the first failure. */
  baseMs: number;
  /** No wait is longer than this. */
  maxMs: number;
}

/** Exponential: base, 2×base, 4×base … capped; `attempt` is the attempt that just failed (1 for the first). */
export function retryDelayMs({ baseMs, maxMs }: Backoff, attempt: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
