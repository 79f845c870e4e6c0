/** The plans module: the rate plan catalogue (GET /api/plans). */
export { default as plansRoutes } from './routes.js';
export { listPlans } from './plans.js';
