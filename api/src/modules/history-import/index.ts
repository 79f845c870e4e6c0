/** The history import: finished tasks from a CSV file (Stepwise's columns or Jira's export), for paces from day one. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defineHistoryImportJob } from './history-import-job.js';

/**
 * The module's plugin: defines the import job, then loads POST /api/workspaces/:id/import/history and
 * GET /api/workspaces/:id/import/history/:import_id.
 */
export const historyImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineHistoryImportJob(app);
  await app.register(import('./routes.js'));
};
