import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  ForecastAccuracyEnvelope,
  type ForecastResponse,
  ForecastEnvelope,
  ForecastPreviewBody,
  ForecastPreviewEnvelope,
  ForecastQuery,
  WorkspaceIdParams,
} from '@stepwise/contracts';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { validationFailed } from '../../errors/app-error.js';
import { requireWorkspaceScope } from '../../platform/workspace-scope/index.js';
import { assertValid } from '../../validation/field-codes.js';
import { forecastEngineOf } from './forecast-engine.js';
import { forecastAccuracy, wholeMinute } from './forecast-record.js';

/** /api/workspaces/:id/forecast, …/forecast/preview and …/forecast/accuracy */
const forecastRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const engine = forecastEngineOf(app.db);
  const notFound = errorResponse('not_found: no such workspace, not a member of it, or the id is not digits');

  app.get(
    '/workspaces/:id/forecast',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      attachValidation: true,
      schema: {
        summary: 'The deadline forecast: start, P50 and P85 finish of every flow task, per member, goal and project',
        description:
          'Tasks as they are now, walked from `at` (default: now, to the minute) through each member’s working time. `version` grows with every change that can move a date; `forecast.changed` announces it. See docs/forecast.md.',
        tags: ['forecast'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        querystring: ForecastQuery,
        response: {
          200: ForecastEnvelope,
          400: errorResponse('validation_failed (fields.at = invalid)'),
          401: errorResponse('unauthorized'),
          404: notFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const at = request.query.at === undefined ? wholeMinute(app.clock.now()) : Date.parse(request.query.at);
      if (Number.isNaN(at)) throw validationFailed({ at: 'invalid' });
      // Already the envelope's JSON, kept with the forecast (a repeat is not written again): a string
      // sent as application/json goes out as it is.
      const json: unknown = await engine.forecastJson(requireWorkspaceScope(request).workspaceId, at);
      return reply.type('application/json; charset=utf-8').send(json as { data: ForecastResponse });
    },
  );

  app.post(
    '/workspaces/:id/forecast/preview',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      attachValidation: true,
      schema: {
        summary: "What a proposed order of one member's flow would change in the forecast (nothing is saved)",
        description:
          'The forecast now (to the minute), as `GET …/forecast` computes it, with `user_id`’s flow in the order of `task_ids` (the task in progress stays first): ' +
          'only the tasks of any member whose start, P50, P85 or risk would change, and the goals and projects whose finish would. ' +
          'Any member may preview. `task_ids` must be exactly the member’s unfinished tasks, as for `PUT …/flow/{user_id}`; ' +
          'with `reassigned_task_id` (a task in another member’s flow), that task too: the preview of reassigning it to `user_id` at that place.',
        tags: ['forecast'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        body: ForecastPreviewBody,
        response: {
          200: ForecastPreviewEnvelope,
          400: errorResponse('validation_failed (fields.user_id, fields.task_ids = required | invalid)'),
          401: errorResponse('unauthorized'),
          404: errorResponse('not_found: no such workspace, not a member of it, or user_id is not an active member'),
          409: errorResponse(
            "not_in_flow: task_ids are not exactly the member's unfinished tasks (the list is stale), or reassigned_task_id is not in another member's flow",
          ),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      const { workspaceId } = requireWorkspaceScope(request);
      const { user_id: userId, task_ids: taskIds, reassigned_task_id: reassignedTaskId } = request.body;
      return { data: await engine.preview(workspaceId, wholeMinute(app.clock.now()), userId, taskIds, reassignedTaskId) };
    },
  );

  app.get(
    '/workspaces/:id/forecast/accuracy',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      schema: {
        summary: 'How often the forecast held: share of finished tasks that finished by their P50 and by their P85',
        description:
          'Per workspace and per member, from each finished task’s latest daily snapshot before it finished (tasks finished without a snapshot are not counted). `by_p85` includes the tasks finished by P50.',
        tags: ['forecast'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        response: { 200: ForecastAccuracyEnvelope, 401: errorResponse('unauthorized'), 404: notFound, ...commonErrorResponses },
      },
    },
    async (request) => ({ data: await forecastAccuracy(app.db, requireWorkspaceScope(request).workspaceId) }),
  );
};

export default forecastRoutes;
