import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, MemberScheduleParams, ScheduleBody, ScheduleEnvelope, WorkspaceIdParams } from '@stepwise/contracts';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { parseWorkspaceId, requireWorkspaceScope } from '../../platform/workspace-scope/index.js';
import { assertValid } from '../../validation/field-codes.js';
import {
  memberNotFound,
  memberSchedule,
  scheduleFieldCodes,
  saveMemberSchedule,
  saveWorkspaceSchedule,
  toResponse,
  workspaceSchedule,
  type ScheduleChangeDeps,
} from './schedules.js';

const fieldsDescription =
  'validation_failed; fields: time_zone invalid (not an IANA zone), week.<day>.<index> invalid (not HH:MM, end not after start, out of order or overlapping the previous interval)';

/** /api/workspaces/:id/schedule and /api/workspaces/:id/members/:user_id/schedule */
const schedulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changeDeps = (): ScheduleChangeDeps => ({ db: app.db, live: app.live, now: app.clock.now() });
  const userIdOf = (params: MemberScheduleParams) => {
    const userId = parseWorkspaceId(params.user_id);
    if (userId === undefined) throw memberNotFound();
    return userId;
  };
  const notFound = errorResponse('not_found: no such workspace or member, not a member of the workspace, or an id is not digits');

  app.get(
    '/workspaces/:id/schedule',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      schema: {
        summary: 'The default weekly schedule new members inherit',
        description: 'Until an admin saves one: Monday–Friday 09:00–13:00 and 14:00–18:00, in Europe/Moscow for a workspace created in Russian, else UTC.',
        tags: ['forecast'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        response: { 200: ScheduleEnvelope, 401: errorResponse('unauthorized'), 404: notFound, ...commonErrorResponses },
      },
    },
    async (request) => ({ data: toResponse(await workspaceSchedule(app.db, requireWorkspaceScope(request).workspaceId)) }),
  );

  app.put(
    '/workspaces/:id/schedule',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.manage' } },
      attachValidation: true,
      schema: {
        summary: 'Set the default weekly schedule (admins)',
        description: 'Members without a schedule of their own follow it. Publishes schedule.updated (user_id null); the forecast moves.',
        tags: ['forecast'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        body: ScheduleBody,
        response: {
          200: ScheduleEnvelope,
          400: errorResponse(fieldsDescription),
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: not an admin'),
          404: notFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request, scheduleFieldCodes(request.body));
      return { data: await saveWorkspaceSchedule(changeDeps(), requireWorkspaceScope(request), request.body) };
    },
  );

  app.get(
    '/workspaces/:id/members/:user_id/schedule',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      schema: {
        summary: "A member's weekly schedule and time zone",
        description: '`inherited: true` while the member follows the workspace default.',
        tags: ['forecast'],
        security: bearerAuth,
        params: MemberScheduleParams,
        response: { 200: ScheduleEnvelope, 401: errorResponse('unauthorized'), 404: notFound, ...commonErrorResponses },
      },
    },
    async (request) => ({ data: await memberSchedule(app.db, requireWorkspaceScope(request).workspaceId, userIdOf(request.params)) }),
  );

  app.put(
    '/workspaces/:id/members/:user_id/schedule',
    {
      onRequest: app.authenticate,
      config: {
        workspace: {
          param: 'id',
          permission: 'workspace.view',
          actingFor: {
            param: 'user_id',
            permission: 'members.manage',
            forbiddenMessage: "Only an admin of the workspace may change another member's schedule",
          },
        },
      },
      attachValidation: true,
      schema: {
        summary: "Set a member's weekly schedule (their own; admins anyone's)",
        description:
          'Intervals per weekday in the member’s IANA zone, in order and not overlapping; an empty list is a day off. Publishes schedule.updated; the forecast moves.',
        tags: ['forecast'],
        security: bearerAuth,
        params: MemberScheduleParams,
        body: ScheduleBody,
        response: {
          200: ScheduleEnvelope,
          400: errorResponse(fieldsDescription),
          401: errorResponse('unauthorized'),
          403: errorResponse("forbidden: another member's schedule, and not an admin"),
          404: notFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const userId = userIdOf(request.params);
      assertValid(request, scheduleFieldCodes(request.body));
      return { data: await saveMemberSchedule(changeDeps(), requireWorkspaceScope(request), userId, request.body) };
    },
  );
};

export default schedulesRoutes;
