import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import taskRoutes from './task-routes.js';
import workspaceTaskRoutes from './workspace-task-routes.js';

/** /api/workspaces/{id}/tasks and /api/tasks/{id}/… */
const tasksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(workspaceTaskRoutes);
  await app.register(taskRoutes);
};

export default tasksRoutes;
