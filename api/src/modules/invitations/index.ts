/** The invitations module: inviting people to a workspace by email, and accepting the emailed link. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// The routes load when the app registers them, so a module that imports this index for a service
// never pulls in the route graph (and its imports of other modules): no import cycles between modules.
/** /api/workspaces/:id/invitations… and /api/invitations/… */
export const invitationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes/workspace-invitations.js'), { prefix: '/workspaces' });
  await app.register(import('./routes/accept-invitation.js'), { prefix: '/invitations' });
};
