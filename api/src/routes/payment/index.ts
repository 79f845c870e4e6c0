import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import bankTransferRoutes from './bank-transfer.js';
import getPaymentRoute from './get.js';
import initRoute from './init.js';
import notificationsRoute from './notifications.js';
import withCardRoute from './with-card.js';

/** /api/payment/… (one payment; the list is GET /api/payments) */
const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(initRoute);
  await app.register(withCardRoute);
  await app.register(bankTransferRoutes);
  await app.register(notificationsRoute);
  await app.register(getPaymentRoute);
};

export default paymentRoutes;
