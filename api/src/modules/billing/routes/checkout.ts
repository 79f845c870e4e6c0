import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { startCheckout } from '../checkout.js';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { requireActiveUser } from '../../../plugins/app/auth.js';
import { keyedRateLimit } from '../../../rate-limits.js';
import { assertValid } from '../../../validation/field-codes.js';
import { bearerAuth, InitPaymentBody, PaymentDetailResponse } from '@stepwise/contracts';
import { toPaymentDetail } from '../../payments/index.js';

/** POST /api/payment/init */
const initRoute: FastifyPluginAsyncTypebox = async (app) => {
  const limit = keyedRateLimit(app, 'payment-init', app.config.rateLimits.paymentInitPerUser);

  app.post(
    '/init',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      schema: {
        summary: 'Start a card checkout: the pending payment the card widget pays',
        description:
          'Returns the user’s open checkout of the same workspace, plan and period if there is one, and the ' +
          'payment an idempotency_key created if it is repeated (200 in both cases). The amount of a per-member ' +
          'plan counts the active members now.',
        tags: ['payments'],
        security: bearerAuth,
        body: InitPaymentBody,
        response: {
          200: { ...PaymentDetailResponse, description: 'The payment this key (or the open checkout) already has' },
          201: { ...PaymentDetailResponse, description: 'A new pending payment, with its widget' },
          400: errorResponse('validation_failed; fields: workspace_id, plan, price_type, idempotency_key required|invalid|max_length'),
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: not an admin of the workspace; activation_required'),
          404: errorResponse('not_found: no such workspace, or the user is not a member'),
          422: errorResponse('plan_not_payable: the free plan'),
          429: errorResponse('rate_limited'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireActiveUser(request);
      assertValid(request);
      await limit(request, String(user.id));
      const body = request.body;
      const { payment, created } = await startCheckout(app, {
        userId: user.id,
        workspaceId: body.workspace_id,
        plan: body.plan,
        period: body.price_type,
        idempotencyKey: body.idempotency_key,
        method: 'card',
      });
      return reply.code(created ? 201 : 200).send(await toPaymentDetail(app.db, app.config, payment));
    },
  );
};

export default initRoute;
