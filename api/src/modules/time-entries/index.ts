/** The time-entries module: the task timer's intervals and manual entries as time entries, and the weekly timesheet. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/workspaces/:id/time-entries, /api/time-entries/:id, /api/workspaces/:id/timesheet(.csv) */
export const timeEntriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'));
  await app.register(import('./timesheet-routes.js'));
};
export { stoppedTimerEntries } from './stopped-timers.js';
export { spanProblem, spansShareTime, type SpanProblem } from './time-entry-span.js';
export { selectMemberEntriesBetween } from './time-entry-repository.js';
