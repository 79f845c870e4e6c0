/** The reports module: velocity, estimate accuracy, tracked time, cumulative flow and risk, aggregated in SQL. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/workspaces/:id/reports/… */
export const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'));
};
