/** The unsubscribe module: the link in every email that stops non-essential mail. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/unsubscribe, loaded when the app registers them. */
export const unsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes.js'));
};
