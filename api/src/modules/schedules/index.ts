/** The schedules module: each member's weekly working hours and time zone, and the workspace default. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/workspaces/:id/schedule, /api/workspaces/:id/members/:user_id/schedule */
export const schedulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'));
};
export { memberSchedules, workspaceSchedule, memberNotFound, RUSSIAN_DEFAULT_TIME_ZONE } from './schedules.js';
export { creatorLangOf, selectActiveMemberIds } from './schedule-repository.js';
