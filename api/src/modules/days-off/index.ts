/** The days-off module: members' vacations, sick leave and other absences, whole days or part of each. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/workspaces/:id/members/:user_id/days-off */
export const daysOffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'));
};
export { daysOffByMember, toCoreDayOff } from './days-off.js';
export { selectDaysOff } from './day-off-repository.js';
