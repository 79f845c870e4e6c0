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

export type KeyedRateLimit = (request: FastifyRequest, key: string) => Promise<void>;

/**
 * A limit on a key the handler knows (an account email, a user id). Counters live in the rate-limit
 * plugin's store (Redis when configured), under `<name>:<key>`. Throws 429 rate_limited when exceeded.
 */
export function keyedRateLimit(app: FastifyInstance, name: string, { max, timeWindowMs }: RateLimit): KeyedRateLimit {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request) => `${name}:${keys.get(request) ?? ''}`,
  });
  return async (request, key) => {
    keys.set(request, key);
    try {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
    } finally {
      keys.delete(request);
    }
  };
}
