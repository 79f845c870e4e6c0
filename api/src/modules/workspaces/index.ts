/** The workspaces module: creating and listing workspaces, their domains and their membership history. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// The routes load when the app registers them, so a module that imports this index for a service
// never pulls in the route graph (and its imports of other modules): no import cycles between modules.
/** /api/workspaces/… */
export const workspacesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes/index.js'), { prefix: '/workspaces' });
};
export { createWorkspace, toWorkspaceResponse, workspaceView, type MemberWorkspace, type NewWorkspace } from './workspaces.js';
export { findUserWorkspace } from './workspace-repository.js';
export { addMember, countActiveMembers, peakActiveMembersInPeriod, setMemberStatus, type NewMember, type StatusChange } from './member-repository.js';
export { peakActiveMembers, type MemberStatusEvent } from './peak-active-members.js';
