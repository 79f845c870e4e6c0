/** The flow module: each member's ordered queue of unfinished tasks. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/workspaces/{id}/flow/{user_id} */
export const flowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes/index.js'));
};
export { flowOf } from './flow-repository.js';
export { memberNotFound, reorderFlow } from './flow.js';
export { flowInOrder, notInFlow } from './flow-order.js';
