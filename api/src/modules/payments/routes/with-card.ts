import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireWorkspacePermission } from '../../../platform/workspace-scope/index.js';
import { requireUserCard } from '../../cards/index.js';
import { AppError } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { chargeAnswer, paymentNotFound } from '../charge-answer.js';
import { chargeWithCard } from '../charge-with-card.js';
import { paymentsDeps } from '../payments-deps.js';
import { findUserPayment, toPaymentDetail } from '../payment-response.js';
import { requireActiveUser } from '../../../plugins/app/auth.js';
import { keyedRateLimit } from '../../../rate-limits.js';
import { assertValid } from '../../../validation/field-codes.js';
import { bearerAuth, isUuid, PaymentDetailResponse, WithCardBody } from '@stepwise/contracts';

/** POST /api/payment/with-card */
const withCardRoute: FastifyPluginAsyncTypebox = async (app) => {
  const limit = keyedRateLimit(app, 'payment-with-card', app.config.rateLimits.paymentWithCardPerUser);

  app.post(
    '/with-card',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      schema: {
        summary: 'Pay a pending card payment with a saved card',
        description:
          'The charge is claimed in the database before the provider is called, so a payment is charged at most ' +
          'once whatever the number of concurrent calls; it is refused while the card widget’s 3-D Secure ' +
          'confirmation of the same payment is open. A payment already charged or declined is returned as it is.',
        tags: ['payments'],
        security: bearerAuth,
        body: WithCardBody,
        response: {
          200: { ...PaymentDetailResponse, description: 'charged, or declined with decline_reason' },
          400: errorResponse('validation_failed'),
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: not an admin of the workspace; activation_required'),
          404: errorResponse('not_found: no such payment or card of the user'),
          409: errorResponse('payment_in_progress: another call is charging it, or its 3-D Secure confirmation is open; not_card_payment'),
          429: errorResponse('rate_limited'),
          502: errorResponse('payment_provider_unavailable'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { user } = requireActiveUser(request);
      assertValid(request);
      await limit(request, String(user.id));
      const { uuid, card_uuid: cardUuid } = request.body;
      const payment = isUuid(uuid) ? await findUserPayment(app.db, user.id, uuid) : undefined;
      if (!payment) throw paymentNotFound();
      if (payment.method !== 'card') throw new AppError(409, 'not_card_payment', 'This payment is paid by bank transfer');
      await requireWorkspacePermission(app.db, user.id, payment.workspaceId, 'subscription.manage');
      const card = await requireUserCard(app.db, user.id, cardUuid);
      const settled = chargeAnswer(await chargeWithCard(paymentsDeps(app), payment, card));
      return toPaymentDetail(app.db, app.config, settled);
    },
  );
};

export default withCardRoute;
