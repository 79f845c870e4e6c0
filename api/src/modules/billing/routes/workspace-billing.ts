import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { requireWorkspaceScope } from '../../../platform/workspace-scope/index.js';
import { assertValid } from '../../../validation/field-codes.js';
import { countActiveMembers } from '../../workspaces/index.js';
import { bearerAuth, BillingPreviewResponse, PlanChangePreviewResponse, PlanChangeQuery, SubscriptionResponse } from '@stepwise/contracts';
import { billingPreview } from '../billing-preview.js';
import { planChangePreview } from '../plan-change-preview.js';
import { periodOf } from '../pricing.js';
import { findLiveSubscription } from '../repository/subscriptions-repository.js';
import { findCurrentSubscription, toSubscriptionResponse } from '../subscriptions.js';

function noSubscription(): AppError {
  return new AppError(404, 'no_subscription', 'This workspace has no subscription');
}

const IdParams = Type.Object({ id: Type.String({ description: 'Workspace id (digits)' }) });

/** Any member of the workspace named by the path; 404 for anyone else or an id that is not digits. */
const memberOfPathWorkspace = { workspace: { param: 'id', permission: 'workspace.view' as const } };

/** /api/workspaces/:id/subscription and /api/workspaces/:id/billing… */
const workspaceBillingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/subscription',
    {
      onRequest: app.authenticate,
      config: memberOfPathWorkspace,
      schema: {
        summary: "A workspace's subscription: the live one, else the latest that ended",
        tags: ['workspaces', 'subscriptions'],
        security: bearerAuth,
        params: IdParams,
        response: {
          200: SubscriptionResponse,
          401: errorResponse('unauthorized'),
          404: errorResponse('no_subscription: the workspace has none; not_found: no such workspace, not a member, or the id is not digits'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const subscription = await findCurrentSubscription(app.db, requireWorkspaceScope(request).workspaceId);
      if (!subscription) throw noSubscription();
      return toSubscriptionResponse(app.db, subscription);
    },
  );

  app.get(
    '/:id/billing',
    {
      onRequest: app.authenticate,
      config: memberOfPathWorkspace,
      schema: {
        summary: "What the workspace's next charge will be",
        description: 'A per-member plan charges the peak of simultaneously active members of the period (at least 1).',
        tags: ['workspaces', 'subscriptions'],
        security: bearerAuth,
        params: IdParams,
        response: {
          200: BillingPreviewResponse,
          401: errorResponse('unauthorized'),
          404: errorResponse('no_subscription: nothing to bill (none, or it ended); not_found: no such workspace or not a member'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { workspaceId } = requireWorkspaceScope(request);
      const subscription = await findLiveSubscription(app.db, workspaceId);
      if (!subscription) throw noSubscription();
      return billingPreview(app.db, subscription, await countActiveMembers(app.db, workspaceId), app.clock.now());
    },
  );

  app.get(
    '/:id/billing/change',
    {
      onRequest: app.authenticate,
      config: memberOfPathWorkspace,
      attachValidation: true,
      schema: {
        summary: 'What buying one period of a plan costs now: its price, the credit of the current plan, the amount due',
        description:
          'The unused part of the current paid period, by days, is credited against the new price (docs/payments.md §1); ' +
          'credit beyond the price reduces the next renewals.',
        tags: ['workspaces', 'subscriptions'],
        security: bearerAuth,
        params: IdParams,
        querystring: PlanChangeQuery,
        response: {
          200: PlanChangePreviewResponse,
          400: errorResponse('validation_failed: plan or price_type missing or unknown'),
          401: errorResponse('unauthorized'),
          404: errorResponse('not_found: no such workspace or not a member'),
          422: errorResponse('plan_not_payable: the free plan'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { workspaceId } = requireWorkspaceScope(request);
      assertValid(request);
      const { plan, price_type: priceType } = request.query;
      return planChangePreview(app.db, workspaceId, plan, periodOf(priceType), app.clock.now());
    },
  );
};

export default workspaceBillingRoutes;
