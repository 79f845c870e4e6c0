/** The sprints module: a workspace's automatic sprints, their plans, burndown and roll-over. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scheduleSprintRollOver } from './sprint-roll-over.js';

/**
 * The module's plugin: defines the roll-over job and its sweep, then loads
 * /api/workspaces/:id/sprint-settings, /api/workspaces/:id/sprints and /api/sprints/:id.
 */
export const sprintsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  scheduleSprintRollOver(app);
  await app.register(import('./routes.js'));
};
export { rollOverSprint, enqueueEndedSprints, SPRINT_ROLL_OVER_JOB, SPRINT_ROLL_OVER_SWEEP_JOB } from './sprint-roll-over.js';
export { workspaceOfSprint } from './sprint-repository.js';
