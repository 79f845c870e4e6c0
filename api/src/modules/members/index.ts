/** The members module: a workspace's member list, role changes, removing a member and leaving. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// The routes load when the app registers them, so a module that imports this index for a service
// never pulls in the route graph (and its imports of other modules): no import cycles between modules.
/** /api/workspaces/:id/members… */
export const membersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'), { prefix: '/workspaces' });
};
export { toMemberResponse, type MembershipChangeDeps } from './members.js';
export { findMemberRecord, findMemberRecordByEmail, rejoinMembership, type MemberRecord } from './member-repository.js';
