import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccuracyReportEnvelope,
  AccuracyReportQuery,
  bearerAuth,
  FlowReportEnvelope,
  FlowReportQuery,
  RiskReportEnvelope,
  RiskReportQuery,
  TimeReportEnvelope,
  TimeReportQuery,
  VelocityReportEnvelope,
  VelocityReportQuery,
  WorkspaceIdParams,
} from '@stepwise/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { requireWorkspaceScope } from '../../platform/workspace-scope/index.js';
import { assertValid } from '../../validation/field-codes.js';
import { accuracyReport } from './accuracy-repository.js';
import { flowReport } from './flow-repository.js';
import { reportBounds } from './report-bounds.js';
import { checkReportPeriod, parseReportFilters, reportPeriod, workspaceZone, type ReportFilters, type ReportProblems } from './report-scope.js';
import { riskForecast, riskReport } from './risk-report.js';
import { timeReport } from './time-repository.js';
import { velocityReport } from './velocity-repository.js';

const FILTERS = 'sphere_id, goal_id, project_id, user_id invalid (digits)';
const PERIOD = 'from, to invalid (not a date, `to` before `from`, or more than 366 days)';

/** /api/workspaces/:id/reports/velocity|accuracy|time|flow|risk — the numbers behind each report's chart or list. */
const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const workspaceNotFound = errorResponse('not_found: no such workspace, not a member of it, or the id is not digits');
  const responses = (fields: string) => ({
    400: errorResponse(`validation_failed; fields: ${fields}`),
    401: errorResponse('unauthorized'),
    404: workspaceNotFound,
    429: errorResponse('reports_busy: as many reports of this workspace as allowed are being computed (REPORTS_PER_WORKSPACE), with Retry-After'),
    503: errorResponse('report_timeout: the report took longer than REPORT_TIMEOUT and was stopped, with Retry-After'),
    ...commonErrorResponses,
  });
  const common = { onRequest: app.authenticate, config: { workspace: { param: 'id', permission: 'workspace.view' as const } }, attachValidation: true };
  const schema = (summary: string, description: string) => ({ summary, description, tags: ['reports'], security: bearerAuth, params: WorkspaceIdParams });

  /** Validates the query (schema, filters, period) at once and answers the workspace and filters. */
  const checked = (request: FastifyRequest, query: Record<string, unknown>, withPeriod: boolean): { workspaceId: number; filters: ReportFilters } => {
    const problems: ReportProblems = {};
    const filters = parseReportFilters(query, problems);
    if (withPeriod) checkReportPeriod(query as { from?: string; to?: string }, problems);
    assertValid(request, problems);
    return { workspaceId: requireWorkspaceScope(request).workspaceId, filters };
  };
  const periodOf = async (db: Database, workspaceId: number, query: { from?: string; to?: string }) =>
    reportPeriod(await workspaceZone(db, workspaceId), query, app.clock.now());
  const bounded = reportBounds(app);

  app.get(
    '/workspaces/:id/reports/velocity',
    {
      ...common,
      schema: {
        ...schema(
          'Velocity: committed and done work of the last sprints',
          'Per sprint that has started (the last `sprints`, 6 by default), oldest first: planned tasks and estimates, and those finished by its last day.',
        ),
        querystring: VelocityReportQuery,
        response: { 200: VelocityReportEnvelope, ...responses(`${FILTERS}; sprints invalid (1–26)`) },
      },
    },
    async (request) => {
      const { workspaceId, filters } = checked(request, request.query, false);
      return { data: await bounded(workspaceId, (db) => velocityReport(db, workspaceId, filters, request.query.sprints, app.clock.now())) };
    },
  );

  app.get(
    '/workspaces/:id/reports/accuracy',
    {
      ...common,
      schema: {
        ...schema(
          'Estimate accuracy: actual ÷ estimate of the tasks finished in a period',
          'Overall, per assignee and per complexity: count, median, quartiles, p90 and a histogram.',
        ),
        querystring: AccuracyReportQuery,
        response: { 200: AccuracyReportEnvelope, ...responses(`${FILTERS}; ${PERIOD}`) },
      },
    },
    async (request) => {
      const { workspaceId, filters } = checked(request, request.query, true);
      return {
        data: await bounded(workspaceId, async (db) =>
          accuracyReport(db, workspaceId, filters, await periodOf(db, workspaceId, request.query), app.clock.now()),
        ),
      };
    },
  );

  app.get(
    '/workspaces/:id/reports/time',
    {
      ...common,
      schema: {
        ...schema(
          'Tracked time by member, goal, sphere or project over a period',
          'Tracked time in the period on the days of the workspace zone it was tracked on (an interval across midnight counts on both days, a running one up to now), whole minutes per day, per group.',
        ),
        querystring: TimeReportQuery,
        response: { 200: TimeReportEnvelope, ...responses(`${FILTERS}; ${PERIOD}; group_by invalid`) },
      },
    },
    async (request) => {
      const { workspaceId, filters } = checked(request, request.query, true);
      const groupBy = request.query.group_by ?? 'member';
      return {
        data: await bounded(workspaceId, async (db) =>
          timeReport(db, workspaceId, filters, await periodOf(db, workspaceId, request.query), groupBy, app.clock.now()),
        ),
      };
    },
  );

  app.get(
    '/workspaces/:id/reports/flow',
    {
      ...common,
      schema: {
        ...schema(
          'Cumulative flow: tasks per stage at the end of each day',
          'One sphere (`sphere_id`, else the first), its stages in board order; 404 when the sphere is not the workspace’s.',
        ),
        querystring: FlowReportQuery,
        response: {
          200: FlowReportEnvelope,
          ...responses(`${FILTERS}; ${PERIOD}`),
          404: errorResponse('not_found: no such workspace or sphere, or not a member'),
        },
      },
    },
    async (request) => {
      const { workspaceId, filters } = checked(request, request.query, true);
      return { data: await bounded(workspaceId, async (db) => flowReport(db, workspaceId, filters, await periodOf(db, workspaceId, request.query))) };
    },
  );

  app.get(
    '/workspaces/:id/reports/risk',
    {
      ...common,
      schema: {
        ...schema(
          'Overdue and at-risk tasks',
          'Unfinished tasks the forecast marks overdue, late or at risk, and unplanned tasks past their due date; most urgent first, at most 500.',
        ),
        querystring: RiskReportQuery,
        response: { 200: RiskReportEnvelope, ...responses(FILTERS) },
      },
    },
    async (request) => {
      const { workspaceId, filters } = checked(request, request.query, false);
      const now = app.clock.now();
      return {
        data: await bounded(
          workspaceId,
          (db, forecast) => riskReport(db, workspaceId, filters, now, forecast),
          () => riskForecast(app.db, workspaceId, now),
        ),
      };
    },
  );
};

export default reportsRoutes;
