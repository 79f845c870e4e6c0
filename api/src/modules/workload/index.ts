/** The workload module: each member's working minutes per day against the work the forecast places there. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/workspaces/:id/workload */
export const workloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'));
};
