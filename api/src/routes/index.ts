import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import authRoutes from './auth/index.js';
import healthRoutes from './health.js';
import unsubscribeRoute from './unsubscribe.js';
import userPhotoRoute from './user/photo.js';
import usersRoutes from './users/index.js';

/** Every route module; mounted under /api. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(userPhotoRoute, { prefix: '/user' });
  await app.register(unsubscribeRoute);
};

export default routes;
