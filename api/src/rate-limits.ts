import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimit } from './config.js';
import { rateLimited } from './errors/app-error.js';

/**
 * A route's `config.rateLimit` for a limit per client IP: @fastify/rate-limit checks it when the
 * request arrives (before the body is read) and answers 429 rate_limited with Retry-After.
 */
export function perIp({ max, timeWindowMs }: RateLimit) {
  return { max, timeWindow: timeWindowMs };
}

type LimitState = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;

/**
 * A check of the rate-limit plugin's store under `<name>:<key>` for a key the caller gives (the plugin
 * itself only knows the request): `increment: false` reads without counting.
 */
function keyedCheck(app: FastifyInstance, name: string, max: number, timeWindowMs: number) {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request) => `${name}:${keys.get(request) ?? ''}`,
  });
  return async (request: FastifyRequest, key: string, increment = true): Promise<LimitState> => {
    keys.set(request, key);
    try {
      return await check(request, { increment });
    } finally {
      keys.delete(request);
    }
  };
}

export type KeyedRateLimit = (request: FastifyRequest, key: string) => Promise<void>;

/**
 * A limit on a key the handler knows (an account email, a user id). Counters live in the rate-limit
 * plugin's store (Redis when configured), under `<name>:<key>`. Throws 429 rate_limited when exceeded.
 */
export function keyedRateLimit(app: FastifyInstance, name: string, { max, timeWindowMs }: RateLimit): KeyedRateLimit {
  const check = keyedCheck(app, name, max, timeWindowMs);
  return async (request, key) => {
    const result = await check(request, key);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
  };
}

export interface FailureCounter {
  /** Seconds until `key` may try again, or 0 when it has failures left. Counts nothing. */
  retryAfter(request: FastifyRequest, key: string): Promise<number>;
  /** Counts one failure of `key`; returns how many it has in the current window (`max + 1` once past the limit). */
  add(request: FastifyRequest, key: string): Promise<number>;
}

/**
 * Counts failures (not attempts) under a key, in the rate-limit plugin's store: `max` failures per
 * window are allowed, then `retryAfter` is non-zero until the window ends. A success costs nothing.
 */
export function failureCounter(app: FastifyInstance, name: string, { max, timeWindowMs }: RateLimit): FailureCounter {
  const check = keyedCheck(app, name, max, timeWindowMs);
  /** Failures counted so far (`max + 1` stands for any number past the limit) and seconds left in the window. */
  const read = async (request: FastifyRequest, key: string, increment: boolean) => {
    const state = await check(request, key, increment);
    if (state.isAllowed) return { failures: 0, seconds: 0 };
    return { failures: state.isExceeded ? max + 1 : max - state.remaining, seconds: state.ttlInSeconds };
  };
  return {
    async retryAfter(request, key) {
      const { failures, seconds } = await read(request, key, false);
      return failures >= max ? Math.max(1, seconds) : 0;
    },
    async add(request, key) {
      return (await read(request, key, true)).failures;
    },
  };
}

export interface WindowTally {
  /** How many times `key` was counted in its current window. Counts nothing. */
  count(request: FastifyRequest, key: string): Promise<number>;
  /** Counts `key` once more; returns its count in the current window, this one included. */
  add(request: FastifyRequest, key: string): Promise<number>;
}

/** Far above any limit: the store never reports the tally as exceeded, so its count is exact. */
const TALLY_CEILING = 1_000_000_000;

/**
 * A plain count per key over a fixed window, in the rate-limit plugin's store, for rules that grow
 * with the number (not only refuse past it). The window starts with the key's first count.
 */
export function windowTally(app: FastifyInstance, name: string, timeWindowMs: number): WindowTally {
  const check = keyedCheck(app, name, TALLY_CEILING, timeWindowMs);
  const read = async (request: FastifyRequest, key: string, increment: boolean) => {
    const state = await check(request, key, increment);
    // A store that failed (Redis down) reports nothing: counted as zero, like the other limits.
    return state.isAllowed ? 0 : TALLY_CEILING - state.remaining;
  };
  return {
    count: (request, key) => read(request, key, false),
    add: (request, key) => read(request, key, true),
  };
}
