/** The calendar module: a workspace's holiday calendar (country preset plus its own days) and its days. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/workspaces/:id/calendar, /api/workspaces/:id/calendar/days */
export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'));
};
export { calendarSettings, holidayCalendarOf, workspaceCalendar } from './calendar.js';
