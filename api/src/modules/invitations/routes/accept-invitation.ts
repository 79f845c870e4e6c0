import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AcceptInvitationResponse, bearerAuth, InvitationPreviewQuery, InvitationPreviewResponse, InvitationTokenBody } from '@stepwise/contracts';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { planLimitErrorResponse } from '../../../platform/plan-capacity/index.js';
import { requireActiveUser } from '../../../plugins/app/auth.js';
import { assertValid, trimBodyFields } from '../../../validation/field-codes.js';
import { acceptInvitation, previewInvitation } from '../invitations.js';

/** /api/invitations/… : what the acceptance page (`/invite/<token>`) calls. */
const acceptInvitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/preview',
    {
      attachValidation: true,
      schema: {
        summary: 'Who invites to which workspace, for the acceptance page before sign-in (public)',
        description: 'status tells whether the link can still be accepted (pending) or not (expired, accepted, revoked).',
        tags: ['invitations'],
        querystring: InvitationPreviewQuery,
        response: {
          200: InvitationPreviewResponse,
          400: errorResponse('validation_failed (fields.token = required|max_length)'),
          404: errorResponse('not_found: no invitation has this token'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      return { data: await previewInvitation(app.db, request.query.token, app.clock.now()) };
    },
  );

  app.post(
    '/accept',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      preValidation: trimBodyFields('token'),
      schema: {
        summary: 'Accept an invitation: the signed-in user joins the workspace with its role',
        description:
          'The link works once. A member of the workspace gets the workspace (the link is used up); a former member comes back. ' +
          "A new member must fit the plan's members capacity (409 plan_limit with limit, capacity and plan; nothing is written, " +
          'so the link works after an upgrade). Publishes member.joined and invitation.changed.',
        tags: ['invitations'],
        security: bearerAuth,
        body: InvitationTokenBody,
        response: {
          200: AcceptInvitationResponse,
          400: errorResponse('validation_failed (fields.token = required|max_length)'),
          401: errorResponse('unauthorized'),
          403: errorResponse('activation_required: the account is not activated yet'),
          404: errorResponse('not_found: no invitation has this token'),
          409: planLimitErrorResponse('plan_limit (with limit, capacity, plan); invitation_used; invitation_revoked'),
          410: errorResponse('invitation_expired: ask an admin to send it again'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { user } = requireActiveUser(request);
      assertValid(request);
      const deps = { db: app.db, live: app.live, mailer: app.mailer, now: app.clock.now(), publicUrl: app.config.publicUrl };
      return { data: await acceptInvitation(deps, user.id, request.body.token) };
    },
  );
};

export default acceptInvitationRoutes;
