/** The projects module: a workspace's projects, each with a short key, counted against the plan. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// The routes load when the app registers them, so a module that imports this index for a service
// never pulls in the route graph (and its imports of other modules): no import cycles between modules.
/** /api/workspaces/:id/projects, /api/projects/:id */
export const projectsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'));
};
export { toProjectResponse, type ProjectChangeDeps } from './projects.js';
export { workspaceOfProject } from './project-repository.js';
