import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import healthRoutes from './health.js';

/** Every route module; mounted under /api. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(healthRoutes);
};

export default routes;
