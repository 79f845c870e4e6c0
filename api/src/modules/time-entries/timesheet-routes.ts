import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { bearerAuth, TimesheetEnvelope, TimesheetQuery, WorkspaceIdParams } from '@stepwise/contracts';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { requireWorkspaceScope } from '../../platform/workspace-scope/index.js';
import { assertValid } from '../../validation/field-codes.js';
import { langFromAcceptLanguage } from '../users/index.js';
import { memberTimesheet } from './timesheet.js';
import { timesheetCsv } from './timesheet-csv.js';

/** /api/workspaces/:id/timesheet, /api/workspaces/:id/timesheet.csv */
const timesheetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const responses = {
    400: errorResponse('validation_failed; fields: user_id invalid (not digits, or out of range), week invalid (not YYYY-Www, or a week 53 the year lacks)'),
    401: errorResponse('unauthorized'),
    404: errorResponse('not_found: no such workspace, not a member of it, or user_id is not an active member'),
    ...commonErrorResponses,
  };
  const description =
    'Any member reads anyone’s (edits stay one’s own). Days Monday–Sunday in the member’s time zone: scheduled minutes (schedule, workspace calendar, days off — as the forecast counts them), tracked minutes, the holiday’s name, the day-off flag; rows per task with minutes per day (an entry across midnight is split; a running one counts up to now). week: the current one by default.';

  app.get(
    '/workspaces/:id/timesheet',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      attachValidation: true,
      schema: {
        summary: "A member's weekly timesheet: days × tasks, against the scheduled hours",
        description,
        tags: ['time'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        querystring: TimesheetQuery,
        response: { 200: TimesheetEnvelope, ...responses },
      },
    },
    async (request) => {
      assertValid(request);
      const scope = requireWorkspaceScope(request);
      return { data: await memberTimesheet(app.db, scope.workspaceId, scope.userId, request.query, app.clock.now()) };
    },
  );

  app.get(
    '/workspaces/:id/timesheet.csv',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      attachValidation: true,
      schema: {
        summary: "A member's weekly timesheet as CSV (a spreadsheet's download)",
        description: `${description} UTF-8 with a BOM; the header in the Accept-Language (Russian by default, English); hours with two decimals; a day-total and a scheduled row; formula-like cells prefixed with an apostrophe.`,
        tags: ['time'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        querystring: TimesheetQuery,
        produces: ['text/csv'],
        response: {
          200: Type.Unsafe<string>({ type: 'string', description: 'text/csv; charset=utf-8, an attachment named timesheet-<week>-<user id>.csv' }),
          ...responses,
        },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const scope = requireWorkspaceScope(request);
      const sheet = await memberTimesheet(app.db, scope.workspaceId, scope.userId, request.query, app.clock.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="timesheet-${sheet.week}-${sheet.user_id}.csv"`)
        .send(timesheetCsv(sheet, langFromAcceptLanguage(request.headers['accept-language'])));
    },
  );
};

export default timesheetRoutes;
