import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import activationRoutes from './activation.js';
import meRoutes from './me.js';
import photoRoutes from './photo.js';

/** /api/users/… */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(meRoutes);
  await app.register(activationRoutes);
  await app.register(photoRoutes);
};

export default usersRoutes;
