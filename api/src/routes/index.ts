import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import authRoutes from './auth/index.js';
import cardsRoutes from './cards.js';
import feedbackRoute from './feedback.js';
import healthRoutes from './health.js';
import paymentRoutes from './payment/index.js';
import paymentsRoutes from './payments.js';
import plansRoutes from './plans.js';
import subscriptionsRoutes from './subscriptions.js';
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
  await app.register(cardsRoutes, { prefix: '/cards' });
  await app.register(paymentsRoutes);
  await app.register(paymentRoutes, { prefix: '/payment' });
  await app.register(subscriptionsRoutes, { prefix: '/subscriptions' });
};

export default routes;
