import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import getPaymentRoute from './get-payment.js';
import notificationsRoute from './notifications.js';
import withCardRoute from './with-card.js';

/** /api/payment/… (one payment; the list is GET /api/payments; checkouts are billing's) */
const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(withCardRoute);
  await app.register(notificationsRoute);
  await app.register(getPaymentRoute);
};

export default paymentRoutes;
