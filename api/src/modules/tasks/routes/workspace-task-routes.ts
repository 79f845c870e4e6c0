import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, CreateTaskBody, TaskEnvelope, TaskListQuery, TaskListResponse, WorkspaceIdParams } from '@stepwise/contracts';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { requireWorkspaceScope } from '../../../platform/workspace-scope/index.js';
import { assertValid, trimBodyFields } from '../../../validation/field-codes.js';
import { createTask } from '../create-task.js';
import { listWorkspaceTasks } from '../task-queries.js';
import { TaskBlockedError } from './task-route-schemas.js';

/** /api/workspaces/{id}/tasks */
const workspaceTaskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/workspaces/:id/tasks',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      preValidation: trimBodyFields('title'),
      config: { workspace: { param: 'id', permission: 'tasks.manage' } },
      schema: {
        summary: 'Create a task',
        description:
          'Defaults: the first sphere, its first open stage, the end of that stage. An assigned unfinished task joins the end of ' +
          "its assignee's flow. A stage of another base state is entered as by the matching transition (an in-progress one starts " +
          'the task for its assignee, or the creator, pausing their task in progress). Publishes task.created (and task.updated for a paused task).',
        tags: ['tasks'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        body: CreateTaskBody,
        response: {
          201: TaskEnvelope,
          400: errorResponse(
            'validation_failed; fields: title required|max_length, sphere_id/stage_id/goal_id/project_id/assignee_id/blocked_by invalid ' +
              '(not of this workspace, a stage of another sphere, not an active member), sphere_id required (the workspace has no sphere)',
          ),
          401: errorResponse('unauthorized'),
          404: errorResponse('not_found: no such workspace, or not a member'),
          409: TaskBlockedError,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const scope = requireWorkspaceScope(request);
      const task = await createTask(app, scope.workspaceId, scope.userId, request.body);
      return reply.code(201).send({ data: task });
    },
  );

  app.get(
    '/workspaces/:id/tasks',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      schema: {
        summary: "The workspace's tasks, newest first, a page at a time",
        description:
          'Filters take comma-separated values (`none` matches an unset field) and combine with AND; `status` applies the displayed ' +
          "status rule as of today in the workspace; `q` matches tasks whose title or description contains every word. Pass the previous page's " +
          '`meta.next_cursor` as `cursor` for the next page; `meta.total` counts every match.',
        tags: ['tasks'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        querystring: TaskListQuery,
        response: {
          200: TaskListResponse,
          400: errorResponse('validation_failed; fields: a filter, cursor or limit invalid, q max_length'),
          401: errorResponse('unauthorized'),
          404: errorResponse('not_found: no such workspace, or not a member'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      const scope = requireWorkspaceScope(request);
      return listWorkspaceTasks(app.db, scope.workspaceId, request.query, app.clock.now());
    },
  );
};

export default workspaceTaskRoutes;
