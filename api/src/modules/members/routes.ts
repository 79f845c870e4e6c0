import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { bearerAuth, MemberEnvelope, MemberListQuery, MemberListResponse, MemberParams, UpdateMemberBody, WorkspaceIdParams } from '@stepwise/contracts';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { forbiddenMessage, parseWorkspaceId, requireWorkspaceScope } from '../../platform/workspace-scope/index.js';
import { assertValid } from '../../validation/field-codes.js';
import { changeMemberRole, listMembers, memberNotFound, removeMember, type MembershipChangeDeps } from './members.js';

const notFound = errorResponse('not_found: no such workspace, not a member of it, or no such active member (ids are digits)');

/** /api/workspaces/:id/members… */
const membersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changeDeps = (): MembershipChangeDeps => ({ db: app.db, live: app.live, now: app.clock.now(), publicUrl: app.config.publicUrl });
  const targetUserId = (params: MemberParams) => {
    // A user id follows the same rules as the workspace id of the path.
    const userId = parseWorkspaceId(params.user_id);
    if (userId === undefined) throw memberNotFound();
    return userId;
  };

  app.get(
    '/:id/members',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      attachValidation: true,
      schema: {
        summary: "The workspace's members: active ones, or with status=all also former ones",
        description: 'Active members first, then by name. Any member may read the list.',
        tags: ['members'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        querystring: MemberListQuery,
        response: {
          200: MemberListResponse,
          400: errorResponse('validation_failed (fields.status = invalid)'),
          401: errorResponse('unauthorized'),
          404: errorResponse('not_found: no such workspace, not a member of it, or the id is not digits'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      const scope = requireWorkspaceScope(request);
      return { data: await listMembers(app.db, scope.workspaceId, request.query.status === 'all', app.config.publicUrl) };
    },
  );

  app.patch(
    '/:id/members/:user_id',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'members.manage' } },
      attachValidation: true,
      schema: {
        summary: "Change a member's role (admins only)",
        description: 'The last active admin cannot be demoted (409 last_admin). Publishes member.updated when the role changes.',
        tags: ['members'],
        security: bearerAuth,
        params: MemberParams,
        body: UpdateMemberBody,
        response: {
          200: MemberEnvelope,
          400: errorResponse('validation_failed (fields.role = required|invalid)'),
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: only an admin manages members'),
          404: notFound,
          409: errorResponse('last_admin: the workspace would be left without an active admin'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const userId = targetUserId(request.params);
      assertValid(request);
      return { data: await changeMemberRole(changeDeps(), requireWorkspaceScope(request), userId, request.body.role) };
    },
  );

  app.delete(
    '/:id/members/:user_id',
    {
      onRequest: app.authenticate,
      config: {
        workspace: {
          param: 'id',
          permission: 'workspace.view',
          // Any member may leave (their own id); removing someone else is an admin's.
          actingFor: { param: 'user_id', permission: 'members.manage', forbiddenMessage: forbiddenMessage('members.manage') },
        },
      },
      schema: {
        summary: 'Remove a member (admins), or leave the workspace (any member, with their own id)',
        description:
          'The membership becomes inactive (recorded in the membership history per-member billing reads), member.removed is ' +
          "published and the member's live subscription to the workspace ends (unsubscribed, reason removed). " +
          'Their unfinished tasks become unassigned (a task in progress is paused; task.updated for each, flow.reordered for the emptied flow). ' +
          'The last active admin can neither leave nor be removed (409 last_admin).',
        tags: ['members'],
        security: bearerAuth,
        params: MemberParams,
        response: {
          204: Type.Null({ description: 'Removed' }),
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: only an admin removes other members'),
          404: notFound,
          409: errorResponse('last_admin: the workspace would be left without an active admin'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      await removeMember(changeDeps(), requireWorkspaceScope(request), targetUserId(request.params));
      return reply.code(204).send(null);
    },
  );
};

export default membersRoutes;
