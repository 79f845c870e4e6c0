import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, WorkspaceIdParams } from '@stepwise/contracts';
import { billingPreview, BillingPreviewResponse } from '../../../billing/billing-preview.js';
import { PlanChangePreviewResponse, PlanChangeQuery, planChangePreview } from '../../../billing/plan-change-preview.js';
import { periodOf } from '../../../billing/pricing.js';
import { findCurrentSubscription, findLiveSubscription, SubscriptionResponse, toSubscriptionResponse } from '../../../billing/subscriptions.js';
import { AppError } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { requireWorkspaceScope } from '../../../platform/workspace-scope/index.js';
import { assertValid } from '../../../validation/field-codes.js';
import { workspaceOfScope } from '../workspaces.js';

function noSubscription(): AppError {
  return new AppError(404, 'no_subscription', 'This workspace has no subscription');
}

/** /api/workspaces/:id/subscription and /billing…: what any member of the workspace may see of its billing. */
const workspaceBillingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/subscription',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      schema: {
        summary: "A workspace's subscription: the live one, else the latest that ended",
        tags: ['workspaces', 'subscriptions'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        response: {
          200: SubscriptionResponse,
          401: errorResponse('unauthorized'),
          404: errorResponse(
            'no_subscription: the workspace has none; not_found: no such workspace, not a member, or the id is not digits',
          ),
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
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      schema: {
        summary: "What the workspace's next charge will be",
        description: 'A per-member plan charges the peak of simultaneously active members of the period (at least 1).',
        tags: ['workspaces', 'subscriptions'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        response: {
          200: BillingPreviewResponse,
          401: errorResponse('unauthorized'),
          404: errorResponse('no_subscription: nothing to bill (none, or it ended); not_found: no such workspace or not a member'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const workspace = await workspaceOfScope(app.db, requireWorkspaceScope(request));
      const subscription = await findLiveSubscription(app.db, workspace.id);
      if (!subscription) throw noSubscription();
      return billingPreview(app.db, subscription, workspace.memberCount, app.clock.now());
    },
  );

  app.get(
    '/:id/billing/change',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      attachValidation: true,
      schema: {
        summary: 'What buying one period of a plan costs now: its price, the credit of the current plan, the amount due',
        description:
          'The unused part of the current paid period, by days, is credited against the new price (docs/payments.md §1); ' +
          'credit beyond the price reduces the next renewals.',
        tags: ['workspaces', 'subscriptions'],
        security: bearerAuth,
        params: WorkspaceIdParams,
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
      const workspace = await workspaceOfScope(app.db, requireWorkspaceScope(request));
      assertValid(request);
      const { plan, price_type: priceType } = request.query;
      return planChangePreview(app.db, workspace, plan, periodOf(priceType), app.clock.now());
    },
  );
};

export default workspaceBillingRoutes;
