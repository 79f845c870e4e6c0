/** The feedback module: the contact form (POST /api/feedback). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** POST /api/feedback, loaded when the app registers them. */
export const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'));
};
