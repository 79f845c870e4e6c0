/** The feedback module: the contact form (POST /api/feedback). */
export { default as feedbackRoutes } from './routes.js';
