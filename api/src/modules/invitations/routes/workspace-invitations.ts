import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  CreateInvitationBody,
  INVITATION_RESEND_COOLDOWN_SECONDS,
  INVITATION_TTL_DAYS,
  InvitationEnvelope,
  InvitationListResponse,
  InvitationParams,
  WorkspaceIdParams,
} from '@stepwise/contracts';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { commonErrorResponses, errorResponse, ErrorResponse } from '../../../errors/error-response.js';
import { requireAuth } from '../../../plugins/app/auth.js';
import { parseWorkspaceId, requireWorkspaceScope } from '../../../platform/workspace-scope/index.js';
import { keyedRateLimit } from '../../../rate-limits.js';
import { assertValid, trimBodyFields } from '../../../validation/field-codes.js';
import { langFromAcceptLanguage } from '../../users/index.js';
import {
  createInvitation,
  invitationNotFound,
  listInvitations,
  resendInvitation,
  revokeInvitation,
  type InvitationDeps,
  type Inviter,
} from '../invitations.js';

const CooldownError = Type.Object(
  {
    ...ErrorResponse.properties,
    resend_available_in: Type.Optional(Type.Integer({ description: 'Seconds until the invitation can be sent again' })),
    resend_available_at: Type.Optional(Type.String({ format: 'date-time', description: 'When the invitation can be sent again' })),
  },
  {
    title: 'InvitationCooldownError',
    additionalProperties: false,
    description:
      `resend_cooldown: the invitation was sent less than ${INVITATION_RESEND_COOLDOWN_SECONDS} s ago (with resend_available_in, ` +
      'resend_available_at and Retry-After); rate_limited: too many invitations sent by this user (with Retry-After)',
  },
);

const adminOfPathWorkspace = { workspace: { param: 'id', permission: 'members.manage' as const } };
const notFound = errorResponse('not_found: no such workspace, not a member of it, or no such invitation (ids are digits)');
const forbidden = errorResponse('forbidden: only an admin manages invitations');

/** /api/workspaces/:id/invitations… (admins only) */
const workspaceInvitationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limitPerUser = keyedRateLimit(app, 'invitations-user', app.config.rateLimits.invitationsPerUser);
  const deps = (): InvitationDeps => ({ db: app.db, live: app.live, mailer: app.mailer, now: app.clock.now(), publicUrl: app.config.publicUrl });
  /** The email's language for an address without an account: the request's Accept-Language, else the inviter's. */
  const inviter = (request: FastifyRequest): Inviter => {
    const header = request.headers['accept-language'];
    const fallbackLang = header?.trim() ? langFromAcceptLanguage(header) : requireAuth(request).user.lang;
    return { scope: requireWorkspaceScope(request), fallbackLang };
  };
  const invitationId = (params: InvitationParams) => {
    // An invitation id follows the same rules as the workspace id of the path.
    const id = parseWorkspaceId(params.invitation_id);
    if (id === undefined) throw invitationNotFound();
    return id;
  };

  app.post(
    '/:id/invitations',
    {
      onRequest: app.authenticate,
      config: adminOfPathWorkspace,
      attachValidation: true,
      preValidation: trimBodyFields('email'),
      schema: {
        summary: 'Invite someone to the workspace by email',
        description:
          `Emails a link valid ${INVITATION_TTL_DAYS} days, in the language of the address's account if it has one, else of ` +
          "Accept-Language, else the inviter's. An address with a pending invitation (expired or not) gets that invitation " +
          `again (200) with the new role, a new link and a new expiry; not within ${INVITATION_RESEND_COOLDOWN_SECONDS} s of ` +
          'the last send (429). Publishes invitation.changed.',
        tags: ['invitations'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        body: CreateInvitationBody,
        response: {
          201: { ...InvitationEnvelope, description: 'Invited' },
          200: { ...InvitationEnvelope, description: 'The pending invitation of this address, sent again' },
          400: errorResponse('validation_failed (fields.email = required|invalid|max_length, fields.role = required|invalid)'),
          401: errorResponse('unauthorized'),
          403: forbidden,
          404: notFound,
          409: errorResponse('already_member: the address belongs to an active member'),
          429: CooldownError,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      assertValid(request);
      await limitPerUser(request, String(requireWorkspaceScope(request).userId));
      const { invitation, created } = await createInvitation(deps(), inviter(request), request.body.email, request.body.role);
      return reply.code(created ? 201 : 200).send({ data: invitation });
    },
  );

  app.get(
    '/:id/invitations',
    {
      onRequest: app.authenticate,
      config: adminOfPathWorkspace,
      schema: {
        summary: "The workspace's invitations",
        description: 'Pending first, then expired (pending past their expiry), accepted and revoked; newest first within each.',
        tags: ['invitations'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        response: {
          200: InvitationListResponse,
          401: errorResponse('unauthorized'),
          403: forbidden,
          404: errorResponse('not_found: no such workspace, not a member of it, or the id is not digits'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({ data: await listInvitations(app.db, requireWorkspaceScope(request).workspaceId, app.clock.now()) }),
  );

  app.delete(
    '/:id/invitations/:invitation_id',
    {
      onRequest: app.authenticate,
      config: adminOfPathWorkspace,
      schema: {
        summary: 'Revoke an invitation: its link stops working',
        description: 'Revoking a revoked invitation again answers 204 too. Publishes invitation.changed.',
        tags: ['invitations'],
        security: bearerAuth,
        params: InvitationParams,
        response: {
          204: Type.Null({ description: 'Revoked' }),
          401: errorResponse('unauthorized'),
          403: forbidden,
          404: notFound,
          409: errorResponse('invitation_used: it was accepted already'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      await revokeInvitation(deps(), requireWorkspaceScope(request), invitationId(request.params));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/invitations/:invitation_id/resend',
    {
      onRequest: app.authenticate,
      config: adminOfPathWorkspace,
      schema: {
        summary: 'Email a pending or expired invitation again, with a new link and a new expiry',
        description: `The previous link stops working. Not within ${INVITATION_RESEND_COOLDOWN_SECONDS} s of the last send (429). Publishes invitation.changed.`,
        tags: ['invitations'],
        security: bearerAuth,
        params: InvitationParams,
        response: {
          200: InvitationEnvelope,
          401: errorResponse('unauthorized'),
          403: forbidden,
          404: notFound,
          409: errorResponse('invitation_used: it was accepted already; invitation_revoked'),
          429: CooldownError,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const id = invitationId(request.params);
      await limitPerUser(request, String(requireWorkspaceScope(request).userId));
      return { data: await resendInvitation(deps(), inviter(request), id) };
    },
  );
};

export default workspaceInvitationsRoutes;
