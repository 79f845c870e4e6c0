import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, WORKLOAD_MAX_DAYS, WorkloadEnvelope, WorkloadQuery, WorkspaceIdParams } from '@stepwise/contracts';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { requireWorkspaceScope } from '../../platform/workspace-scope/index.js';
import { assertValid } from '../../validation/field-codes.js';
import { wholeMinute } from '../forecast/index.js';
import { workspaceWorkload } from './workload.js';

/** /api/workspaces/:id/workload */
const workloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/workspaces/:id/workload',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      attachValidation: true,
      schema: {
        summary: "Each member's days: working minutes (capacity) against the minutes the forecast places their tasks in",
        description:
          'For every active member and each of their local dates from `from` to `to` (at most ' +
          `${WORKLOAD_MAX_DAYS} days): capacity = the schedule's minutes after holidays, transfers, shortened days and days off; ` +
          'planned = the working minutes the current forecast (now, to the minute) places their unfinished tasks in, per task in `tasks`. ' +
          'sphere_id, goal_id and project_id narrow the planned work, not the capacity. See docs/workload.md.',
        tags: ['workload'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        querystring: WorkloadQuery,
        response: {
          200: WorkloadEnvelope,
          400: errorResponse(
            `validation_failed; fields: from/to required|invalid (no such day, to before from, more than ${WORKLOAD_MAX_DAYS} days), sphere_id/goal_id/project_id invalid`,
          ),
          401: errorResponse('unauthorized'),
          404: errorResponse('not_found: no such workspace, not a member of it, or the id is not digits'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      const { workspaceId } = requireWorkspaceScope(request);
      const workload = await workspaceWorkload(app.db, workspaceId, wholeMinute(app.clock.now()), request.query);
      return { data: workload.members, version: workload.version };
    },
  );
};

export default workloadRoutes;
