/** The history import: finished tasks from a CSV file (Stepwise's columns or Jira's export), for paces from day one. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** POST /api/workspaces/:id/import/history, GET /api/workspaces/:id/import/history/:import_id */
export const historyImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'));
};
