import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import billingModule from '../modules/billing/index.js';
import cardsModule from '../modules/cards/index.js';
import paymentsModule from '../modules/payments/index.js';
import authRoutes from './auth/index.js';
import feedbackRoute from './feedback.js';
import healthRoutes from './health.js';
import plansRoutes from './plans.js';
import unsubscribeRoute from './unsubscribe.js';
import userPhotoRoute from './user/photo.js';
import usersRoutes from './users/index.js';
import workspacesRoutes from './workspaces/index.js';

/** Every route module of the public API; mounted under /api. The operator routes have a listener of their own. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(userPhotoRoute, { prefix: '/user' });
  await app.register(unsubscribeRoute);
  await app.register(plansRoutes);
  await app.register(feedbackRoute);
  await app.register(workspacesRoutes, { prefix: '/workspaces' });
  await app.register(cardsModule);
  await app.register(paymentsModule);
  await app.register(billingModule);
};

export default routes;
