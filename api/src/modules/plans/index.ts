/** The plans module: the rate plan catalogue (GET /api/plans). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** GET /api/plans, loaded when the app registers them. */
export const plansRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'));
};
export { listPlans } from './plans.js';
