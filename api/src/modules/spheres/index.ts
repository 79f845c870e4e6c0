/** The spheres module: a workspace's spheres (areas of responsibility) and each sphere's ordered stages. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// The routes load when the app registers them, so a module that imports this index for a service
// never pulls in the route graph (and its imports of other modules): no import cycles between modules.
/** /api/workspaces/:id/spheres, /api/spheres/:id */
export const spheresRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'));
};
export { createDefaultSphere, listSpheres, type SphereChangeDeps } from './spheres.js';
