/** The health module: liveness and database readiness (GET /api/health). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** GET /api/health, loaded when the app registers them. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'));
};
