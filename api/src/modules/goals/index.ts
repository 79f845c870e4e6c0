/** The goals module: a workspace's goals, which group tasks and show their progress. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// The routes load when the app registers them, so a module that imports this index for a service
// never pulls in the route graph (and its imports of other modules): no import cycles between modules.
/** /api/workspaces/:id/goals, /api/goals/:id */
export const goalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'));
};
export { toGoalResponse, type GoalChangeDeps } from './goals.js';
export { workspaceOfGoal } from './goal-repository.js';
