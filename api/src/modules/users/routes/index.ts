import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import meRoutes from './me.js';
import photoRoutes from './photo.js';

/** /api/users/… */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(meRoutes);
  await app.register(photoRoutes);
};

export default usersRoutes;
