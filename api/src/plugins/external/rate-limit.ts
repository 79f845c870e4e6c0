import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../../errors/app-error.js';

export interface RateLimitPluginOptions {
  /** Counters live in Redis when given (shared by all API instances), otherwise in process memory. */
  redisUrl?: string;
}

function connectRedis(app: FastifyInstance, url: string): Redis {
  // Commands fail at once while Redis is down (no offline queue), so requests are not held up.
  const redis = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit Redis connection error'));
  app.addHook('onClose', async () => {
    // quit() lets pending replies arrive but needs a live connection; otherwise stop reconnecting.
    if (redis.status === 'ready') await redis.quit();
    else redis.disconnect();
  });
  return redis;
}

/** Off by default; a route opts in with `config: { rateLimit: { max, timeWindow } }`. */
export default fp<RateLimitPluginOptions>(
  async (app, { redisUrl }) => {
    await app.register(rateLimit, {
      global: false,
      redis: redisUrl ? connectRedis(app, redisUrl) : undefined,
      nameSpace: 'stepwise:rate-limit:',
      // A Redis outage lets requests through instead of failing every rate-limited route.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        context.ban ? new AppError(403, 'forbidden', 'Access is denied') : new AppError(429, 'rate_limited', `Too many requests. Retry in ${context.after}.`),
    });
  },
  { name: 'rate-limit' },
);
