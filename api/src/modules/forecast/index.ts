/** The forecast module: P50/P85 finish dates from schedules, calendars and learned paces; its live updates and its record. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { followForecastChanges } from './forecast-changes.js';
import { forecastEngineOf } from './forecast-engine.js';

/**
 * The module's plugin: follows every published change (the debounced `forecast.changed` job, the
 * outcomes of finished tasks, the daily snapshots), then loads /api/workspaces/:id/forecast,
 * …/forecast/preview and …/forecast/accuracy.
 */
export const forecastRoutes: FastifyPluginAsyncTypebox = async (app) => {
  followForecastChanges(app, forecastEngineOf(app.db));
  await app.register(import('./routes.js'));
};
export { FORECAST_DEBOUNCE_MS, FORECAST_PUBLISH_JOB, FORECAST_SNAPSHOT_JOB } from './forecast-changes.js';
export { forecastEngineOf, type ForecastEngine } from './forecast-engine.js';
export { wholeMinute } from './forecast-record.js';
