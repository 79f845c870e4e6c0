import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, CreateDayOffBody, DayOffEnvelope, DayOffListResponse, DayOffParams, MemberScheduleParams } from '@stepwise/contracts';
import { Type } from 'typebox';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { AppError } from '../../errors/app-error.js';
import { parseWorkspaceId, requireWorkspaceScope, type ActingForConfig } from '../../platform/workspace-scope/index.js';
import { assertValid } from '../../validation/field-codes.js';
import { memberNotFound } from '../schedules/index.js';
import { createDayOff, listDaysOff, removeDayOff, type DayOffChangeDeps } from './days-off.js';

/** /api/workspaces/:id/members/:user_id/days-off */
/** Members manage their own days off; admins anyone's. */
const othersDaysOff: ActingForConfig = {
  param: 'user_id',
  permission: 'members.manage',
  forbiddenMessage: "Only an admin of the workspace may change another member's days off",
};

const daysOffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changeDeps = (): DayOffChangeDeps => ({ db: app.db, live: app.live, now: app.clock.now() });
  const userIdOf = (params: { user_id: string }) => {
    const userId = parseWorkspaceId(params.user_id);
    if (userId === undefined) throw memberNotFound();
    return userId;
  };
  const notFound = errorResponse('not_found: no such workspace, member or day off, not a member of the workspace, or an id is not digits');
  const forbidden = errorResponse("forbidden: another member's days off, and not an admin");

  app.get(
    '/workspaces/:id/members/:user_id/days-off',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      schema: {
        summary: "A member's days off, earliest first",
        tags: ['forecast'],
        security: bearerAuth,
        params: MemberScheduleParams,
        response: { 200: DayOffListResponse, 401: errorResponse('unauthorized'), 404: notFound, ...commonErrorResponses },
      },
    },
    async (request) => ({ data: await listDaysOff(app.db, requireWorkspaceScope(request).workspaceId, userIdOf(request.params)) }),
  );

  app.post(
    '/workspaces/:id/members/:user_id/days-off',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view', actingFor: othersDaysOff } },
      attachValidation: true,
      schema: {
        summary: 'Add a day off (vacation, sick leave, other) for a member (their own; admins anyone’s)',
        description:
          '`from`–`to` inclusive, at most 366 days; `part` ["HH:MM","HH:MM"] takes only that interval of each day. Publishes day_off.created; the forecast moves.',
        tags: ['forecast'],
        security: bearerAuth,
        params: MemberScheduleParams,
        body: CreateDayOffBody,
        response: {
          201: DayOffEnvelope,
          400: errorResponse('validation_failed; fields: from/to invalid (no such day, to before from, longer than 366 days), kind invalid, part invalid'),
          401: errorResponse('unauthorized'),
          403: forbidden,
          404: notFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request.params);
      assertValid(request);
      return reply.code(201).send({ data: await createDayOff(changeDeps(), requireWorkspaceScope(request), userId, request.body) });
    },
  );

  app.delete(
    '/workspaces/:id/members/:user_id/days-off/:day_off_id',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view', actingFor: othersDaysOff } },
      schema: {
        summary: 'Remove a day off (their own; admins anyone’s)',
        description: 'Publishes day_off.deleted; the forecast moves.',
        tags: ['forecast'],
        security: bearerAuth,
        params: DayOffParams,
        response: { 204: Type.Null(), 401: errorResponse('unauthorized'), 403: forbidden, 404: notFound, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request.params);
      const dayOffId = parseWorkspaceId(request.params.day_off_id);
      if (dayOffId === undefined) throw new AppError(404, 'not_found', 'Day off not found');
      await removeDayOff(changeDeps(), requireWorkspaceScope(request), userId, dayOffId);
      return reply.code(204).send(null);
    },
  );
};

export default daysOffRoutes;
