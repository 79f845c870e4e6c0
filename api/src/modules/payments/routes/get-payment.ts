import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { findUserPayment, toPaymentDetail } from '../payment-response.js';
import { requireAuth } from '../../../plugins/app/auth.js';
import { bearerAuth, isUuid, PaymentDetailResponse, PaymentUuidParams } from '@stepwise/contracts';
import { paymentNotFound } from '../charge-answer.js';

/** GET /api/payment/:uuid */
const getPaymentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:uuid',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'One payment of the signed-in user (polled while it settles)',
        tags: ['payments'],
        security: bearerAuth,
        params: PaymentUuidParams,
        response: {
          200: PaymentDetailResponse,
          401: errorResponse('unauthorized'),
          404: errorResponse("not_found: no such payment, another user's, or not a uuid"),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { uuid } = request.params;
      const payment = isUuid(uuid) ? await findUserPayment(app.db, user.id, uuid) : undefined;
      if (!payment) throw paymentNotFound();
      return toPaymentDetail(app.db, app.config, payment);
    },
  );
};

export default getPaymentRoute;
