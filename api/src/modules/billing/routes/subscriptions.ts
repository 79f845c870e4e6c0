import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { billingDeps } from '../billing-deps.js';
import { planNotPayable, requirePayablePlan, startCheckout } from '../checkout.js';
import { periodOf } from '../pricing.js';
import { cancelScheduledChange, changePlanWithCredit, changeSubscriptionCard, startTrial, subscribeFree } from '../subscribe.js';
import { findSubscription } from '../repository/subscriptions-repository.js';
import { toSubscriptionResponse } from '../subscriptions.js';
import { requireWorkspacePermission, requireWorkspaceScope, type WorkspaceRouteConfig } from '../../../platform/workspace-scope/index.js';
import type { SubscriptionRow } from '../repository/subscriptions-repository.js';
import { AppError } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse, ErrorResponse } from '../../../errors/error-response.js';
import { requireActiveUser } from '../../../plugins/app/auth.js';
import { keyedRateLimit } from '../../../rate-limits.js';
import { assertValid } from '../../../validation/field-codes.js';
import { countActiveMembers } from '../../workspaces/index.js';
import { requireUserCard } from '../../cards/index.js';
import { chargeAnswer, chargeWithCard } from '../../payments/index.js';
import {
  bearerAuth,
  CreateSubscriptionBody,
  declineReasons,
  isUuid,
  SubscriptionCardBody,
  SubscriptionResponse,
  SubscriptionUuidParams,
  TrialBody,
} from '@stepwise/contracts';

const PaymentDeclined = Type.Object(
  {
    ...ErrorResponse.properties,
    payment: Type.String({ format: 'uuid' }),
    decline_reason: Type.Union([Type.Enum(declineReasons), Type.Null()]),
  },
  { title: 'PaymentDeclinedError', description: 'payment_declined: the card was declined' },
);

/** 409 subscription_ended for an expired or cancelled subscription. */
function requireLiveSubscription(subscription: SubscriptionRow): void {
  if (subscription.status === 'expired' || subscription.status === 'cancelled') {
    throw new AppError(409, 'subscription_ended', 'This subscription has ended');
  }
}

const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

function subscriptionNotFound(): AppError {
  return new AppError(404, 'not_found', SUBSCRIPTION_NOT_FOUND);
}

/** /api/subscriptions/… */
const subscriptionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = keyedRateLimit(app, 'payment-with-card', app.config.rateLimits.paymentWithCardPerUser);

  /** The subscription the path names; the workspace scope has checked the member's permission in its workspace. */
  async function scopedSubscription(request: FastifyRequest, uuid: string) {
    const subscription = await findSubscription(app.db, uuid);
    if (!subscription || subscription.workspaceId !== requireWorkspaceScope(request).workspaceId) throw subscriptionNotFound();
    return subscription;
  }

  /** A route on one subscription: its workspace's member (404 for anyone else) with the permission. */
  const onSubscription = (permission: WorkspaceRouteConfig['permission']): { workspace: WorkspaceRouteConfig } => ({
    workspace: {
      permission,
      notFoundMessage: SUBSCRIPTION_NOT_FOUND,
      resolve: async (request) => {
        const { uuid } = request.params as { uuid: string };
        return isUuid(uuid) ? (await findSubscription(app.db, uuid))?.workspaceId : undefined;
      },
    },
  });

  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      onRequest: app.authenticate,
      attachValidation: true,
      schema: {
        summary: 'Subscribe a workspace to a plan',
        description:
          'The free plan is active at once, except over a running paid period: then it is scheduled for the period’s end ' +
          '(200, `scheduled_change` set). A paid plan costs its price less the unused part of the current paid period ' +
          '(docs/payments.md §1): when that credit covers it, the change is made without a payment; otherwise the difference ' +
          'is charged now to card_uuid (a linked card of the user); without one the answer is 422 payment_required: pay ' +
          'through payment/init and the card widget instead.',
        tags: ['subscriptions'],
        security: bearerAuth,
        body: CreateSubscriptionBody,
        response: {
          200: SubscriptionResponse,
          201: SubscriptionResponse,
          400: errorResponse('validation_failed'),
          401: errorResponse('unauthorized'),
          402: PaymentDeclined,
          403: errorResponse('forbidden: not an admin of the workspace; activation_required'),
          404: errorResponse('not_found: no such workspace (or not a member), or no such card of the user'),
          409: errorResponse('payment_in_progress'),
          422: errorResponse('payment_required: a paid plan without card_uuid'),
          429: errorResponse('rate_limited'),
          502: errorResponse('payment_provider_unavailable'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireActiveUser(request);
      assertValid(request);
      const body = request.body;
      const { workspaceId } = await requireWorkspacePermission(app.db, user.id, body.workspace_id, 'subscription.manage');
      const now = app.clock.now();
      if (body.plan === 'free') {
        const { subscription, scheduled } = await subscribeFree(app.db, body.workspace_id, user.id, now);
        return reply.code(scheduled ? 200 : 201).send(await toSubscriptionResponse(app.db, subscription));
      }
      const plan = await requirePayablePlan(app.db, body.plan);
      const covered = await changePlanWithCredit(app.db, {
        workspaceId,
        userId: user.id,
        plan,
        period: periodOf(body.price_type),
        activeMembers: await countActiveMembers(app.db, workspaceId),
        now,
      });
      if (covered) return reply.code(201).send(await toSubscriptionResponse(app.db, covered));
      if (body.card_uuid === undefined) {
        throw new AppError(422, 'payment_required', 'A paid plan needs a payment: start one with payment/init, or give card_uuid');
      }
      await limit(request, String(user.id));
      const card = await requireUserCard(app.db, user.id, body.card_uuid);
      const { payment } = await startCheckout(app, {
        userId: user.id,
        workspaceId: body.workspace_id,
        plan: body.plan,
        period: periodOf(body.price_type),
        idempotencyKey: body.idempotency_key,
        method: 'card',
      });
      const settled = chargeAnswer(await chargeWithCard(billingDeps(app), payment, card));
      if (settled.status !== 'charged' || !settled.subscriptionUuid) {
        throw new AppError(402, 'payment_declined', 'The card was declined', undefined, {
          details: { payment: settled.uuid, decline_reason: settled.declineReason },
        });
      }
      const subscription = await findSubscription(app.db, settled.subscriptionUuid);
      return reply.code(201).send(await toSubscriptionResponse(app.db, subscription!));
    },
  );

  app.post(
    '/trial',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      schema: {
        summary: 'Start the workspace’s one 30-day trial of a paid plan (no card)',
        tags: ['subscriptions'],
        security: bearerAuth,
        body: TrialBody,
        response: {
          201: SubscriptionResponse,
          400: errorResponse('validation_failed'),
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: not an admin of the workspace; activation_required'),
          404: errorResponse('not_found: no such workspace, or not a member'),
          409: errorResponse('trial_already_used; subscription_exists: a paid subscription or trial is running'),
          422: errorResponse('plan_not_payable: the free plan has no trial'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireActiveUser(request);
      assertValid(request);
      const { workspace_id: workspaceId, plan } = request.body;
      await requireWorkspacePermission(app.db, user.id, workspaceId, 'subscription.manage');
      if (plan === 'free') throw planNotPayable();
      const subscription = await startTrial(app.db, workspaceId, user.id, plan, app.clock.now());
      return reply.code(201).send(await toSubscriptionResponse(app.db, subscription));
    },
  );

  app.get(
    '/:uuid',
    {
      onRequest: app.authenticate,
      config: onSubscription('workspace.view'),
      schema: {
        summary: 'One subscription of a workspace the user is a member of',
        tags: ['subscriptions'],
        security: bearerAuth,
        params: SubscriptionUuidParams,
        response: {
          200: SubscriptionResponse,
          401: errorResponse('unauthorized'),
          404: errorResponse('not_found: no such subscription, or of a workspace the user is not a member of'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      return toSubscriptionResponse(app.db, await scopedSubscription(request, request.params.uuid));
    },
  );

  app.post(
    '/:uuid/card',
    {
      onRequest: app.authenticate,
      config: onSubscription('subscription.manage'),
      attachValidation: true,
      schema: {
        summary: 'Pay the subscription with another of the user’s cards (automatic renewal resumes)',
        tags: ['subscriptions'],
        security: bearerAuth,
        params: SubscriptionUuidParams,
        body: SubscriptionCardBody,
        response: {
          200: SubscriptionResponse,
          400: errorResponse('validation_failed'),
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: not an admin of the workspace'),
          404: errorResponse('not_found: no such subscription (of the user’s workspaces), or no such linked card of the user'),
          409: errorResponse('subscription_ended: the subscription is expired or cancelled'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { user } = requireActiveUser(request);
      const cardUuid = request.validationError ? undefined : (request.body.uuid ?? request.body.card_uuid);
      assertValid(request, { uuid: cardUuid === undefined ? 'required' : undefined });
      const subscription = await scopedSubscription(request, request.params.uuid);
      const card = await requireUserCard(app.db, user.id, cardUuid!);
      requireLiveSubscription(subscription);
      const updated = await changeSubscriptionCard(app.db, subscription.uuid, card.uuid, app.clock.now());
      return toSubscriptionResponse(app.db, updated);
    },
  );

  app.delete(
    '/:uuid/scheduled-change',
    {
      onRequest: app.authenticate,
      config: onSubscription('subscription.manage'),
      schema: {
        summary: 'Keep the current plan: drop the switch scheduled for the end of the paid period',
        tags: ['subscriptions'],
        security: bearerAuth,
        params: SubscriptionUuidParams,
        response: {
          200: SubscriptionResponse,
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: not an admin of the workspace'),
          404: errorResponse('not_found: no such subscription (of the user’s workspaces)'),
          409: errorResponse('subscription_ended: the subscription is expired or cancelled'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      requireActiveUser(request);
      const subscription = await scopedSubscription(request, request.params.uuid);
      requireLiveSubscription(subscription);
      return toSubscriptionResponse(app.db, await cancelScheduledChange(app.db, subscription, app.clock.now()));
    },
  );
};

export default subscriptionsRoutes;
