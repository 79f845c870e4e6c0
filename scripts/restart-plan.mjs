// When the stack (scripts/stack.mjs) starts a service again that exited on its own. Node built-ins only.

/**
 * The first restart waits a second, each next one twice as long, up to 30 s. A service that stayed
 * healthy for a minute before it exited starts the count afresh; one that keeps failing sooner is
 * given up on after its sixth restart (about a minute of trying), since starting it again cannot help.
 */
export const DEFAULT_RESTART_POLICY = Object.freeze({ firstDelayMs: 1_000, maxDelayMs: 30_000, healthyAfterMs: 60_000, maxRestarts: 6 });

export class RestartPlan {
  #policy;
  #failures = 0;

  constructor(policy = DEFAULT_RESTART_POLICY) {
    this.#policy = policy;
  }

  /**
   * The service exited after being healthy for `healthyMs` (0: it never became healthy): the restart to
   * make, `{ attempt, delayMs }` (attempt 1 is the first restart), or undefined to give up.
   */
  exited(healthyMs) {
    if (healthyMs >= this.#policy.healthyAfterMs) this.#failures = 0;
    this.#failures += 1;
    if (this.#failures > this.#policy.maxRestarts) return undefined;
    const delayMs = Math.min(this.#policy.firstDelayMs * 2 ** (this.#failures - 1), this.#policy.maxDelayMs);
    return { attempt: this.#failures, delayMs };
  }

  /** Exits in a row, each within `healthyAfterMs` of becoming healthy (or before it). */
  get failures() {
    return this.#failures;
  }
}

/** "2 s", "500 ms": a restart delay as the log says it. */
export function formatDelay(ms) {
  return ms >= 1_000 ? `${Number((ms / 1_000).toFixed(1))} s` : `${ms} ms`;
}

/** How a process ended: "code 1" or "signal SIGKILL". */
export function formatExit({ code, signal }) {
  return signal ? `signal ${signal}` : `code ${code}`;
}
