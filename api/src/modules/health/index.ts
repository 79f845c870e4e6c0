/** The health module: liveness and database readiness (GET /api/health). */
export { default as healthRoutes } from './routes.js';
