/** The forecast module: P50/P85 finish dates from schedules, calendars and learned paces; its live updates and its record. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/workspaces/:id/forecast, /api/workspaces/:id/forecast/accuracy */
export const forecastRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'));
};
export { FORECAST_DEBOUNCE_MS, FORECAST_PUBLISH_JOB, FORECAST_SNAPSHOT_JOB } from './forecast-changes.js';
export { forecastEngineOf, type ForecastEngine } from './forecast-engine.js';
export { wholeMinute } from './forecast-record.js';
