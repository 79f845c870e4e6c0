import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import { billingDeps } from '../../billing/billing-deps.js';
import { requireWorkspaceAdmin } from '../../billing/workspace-access.js';
import { cards } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { chargeWithCard, type ChargeOutcome } from '../../payments/charge-with-card.js';
import { findUserPayment, PaymentDetailResponse, toPaymentDetail } from '../../payments/payment-response.js';
import { requireActiveUser } from '../../plugins/app/auth.js';
import { keyedRateLimit } from '../../rate-limits.js';
import type { Database } from '../../db/database.js';
import type { PaymentRow } from '../../db/schema/index.js';
import { assertValid } from '../../validation/field-codes.js';
import { bearerAuth, isUuid } from '@stepwise/contracts';
import { IdempotencyKey } from './schemas.js';

const WithCardBody = Type.Object({
  uuid: Type.String({ description: 'The pending card payment' }),
  card_uuid: Type.String({ description: 'One of the user’s linked cards' }),
  idempotency_key: Type.Optional(IdempotencyKey),
});

export function paymentNotFound(): AppError {
  return new AppError(404, 'not_found', 'Payment not found');
}

export function cardNotFound(): AppError {
  return new AppError(404, 'not_found', 'Card not found', { card_uuid: 'not_found' });
}

/** The user's linked card with its token; 404 otherwise. */
export async function requireUserCard(db: Database, userId: number, uuid: string) {
  const [card] = isUuid(uuid)
    ? await db
        .select({ uuid: cards.uuid, providerToken: cards.providerToken })
        .from(cards)
        .where(and(eq(cards.uuid, uuid), eq(cards.userId, userId), isNull(cards.deletedAt)))
    : [];
  if (!card) throw cardNotFound();
  return card;
}

/** What a charge attempt answers: the settled payment, or why there is none yet. */
export function chargeAnswer(outcome: ChargeOutcome): PaymentRow {
  if (outcome.kind === 'provider_failed') {
    throw new AppError(502, 'payment_provider_unavailable', 'The payment provider did not answer. Please try again later.');
  }
  if (outcome.kind === 'attempt_open') {
    throw new AppError(
      409,
      'payment_in_progress',
      'This payment is being paid in the card widget and waits for the bank’s confirmation; finish or wait for it and poll GET payment/{uuid}',
    );
  }
  if (outcome.kind === 'not_claimed' && outcome.payment.status === 'pending') {
    throw new AppError(409, 'payment_in_progress', 'This payment is being charged already; poll GET payment/{uuid}');
  }
  return outcome.payment;
}

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
      await requireWorkspaceAdmin(app.db, user.id, payment.workspaceId);
      const card = await requireUserCard(app.db, user.id, cardUuid);
      const settled = chargeAnswer(await chargeWithCard(billingDeps(app), payment, card));
      return toPaymentDetail(app.db, app.config, settled);
    },
  );
};

export default withCardRoute;
