import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, CalendarBody, CalendarDaysQuery, CalendarDaysResponse, CalendarEnvelope, WorkspaceIdParams } from '@stepwise/contracts';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { requireWorkspaceScope } from '../../platform/workspace-scope/index.js';
import { assertValid } from '../../validation/field-codes.js';
import { calendarDays, calendarSettings, saveCalendar, type CalendarChangeDeps } from './calendar.js';

/** /api/workspaces/:id/calendar and /api/workspaces/:id/calendar/days */
const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changeDeps = (): CalendarChangeDeps => ({ db: app.db, live: app.live, now: app.clock.now() });
  const notFound = errorResponse('not_found: no such workspace (or member), not a member of it, or the id is not digits');

  app.get(
    '/workspaces/:id/calendar',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      schema: {
        summary: "The workspace's holiday calendar: a country preset plus its own holidays and working days",
        description: 'Until an admin saves one: the Russian production calendar for a workspace created in Russian, none otherwise.',
        tags: ['forecast'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        response: { 200: CalendarEnvelope, 401: errorResponse('unauthorized'), 404: notFound, ...commonErrorResponses },
      },
    },
    async (request) => ({ data: await calendarSettings(app.db, requireWorkspaceScope(request).workspaceId) }),
  );

  app.put(
    '/workspaces/:id/calendar',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.manage' } },
      attachValidation: true,
      schema: {
        summary: 'Set the holiday calendar (admins)',
        description:
          'The workspace’s own days win over the preset. An extra working day on a weekend uses each member’s own hours of that weekday, or, when it has none, their Monday hours (their first weekday with hours when Monday has none). Publishes calendar.updated; the forecast moves.',
        tags: ['forecast'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        body: CalendarBody,
        response: {
          200: CalendarEnvelope,
          400: errorResponse('validation_failed; fields: country invalid, holidays.<i> / working_days.<i> invalid (no such day, or a day in both lists)'),
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: not an admin'),
          404: notFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      return { data: await saveCalendar(changeDeps(), requireWorkspaceScope(request), request.body) };
    },
  );

  app.get(
    '/workspaces/:id/calendar/days',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      attachValidation: true,
      schema: {
        summary: 'Each day of a range: working or not, minutes of work and why',
        description:
          'reason: workday, weekend, holiday, transfer (a day off moved by decree), shortened (a pre-holiday day one hour shorter), working_weekend (a weekend made working by decree), workspace_holiday, workspace_working_day, day_off, no_hours (the schedule has no hours that day). With user_id: that member’s hours, time zone and days off; without: the workspace default. At most 366 days.',
        tags: ['forecast'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        querystring: CalendarDaysQuery,
        response: {
          200: CalendarDaysResponse,
          400: errorResponse('validation_failed; fields: from/to required|invalid (no such day, to before from, more than 366 days), user_id invalid'),
          401: errorResponse('unauthorized'),
          404: notFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      return { data: await calendarDays(app.db, requireWorkspaceScope(request).workspaceId, request.query) };
    },
  );
};

export default calendarRoutes;
