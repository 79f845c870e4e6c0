import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  bearerAuth,
  FinishTaskBody,
  ObjectIdParams,
  StartTaskBody,
  TaskActivityListResponse,
  TaskEnvelope,
  UpdateTaskBody,
  type TaskTransition,
} from '@stepwise/contracts';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { requireWorkspaceScope, type WorkspacePermission, type WorkspaceRouteConfig } from '../../../platform/workspace-scope/index.js';
import { assertValid, trimBodyFields } from '../../../validation/field-codes.js';
import { removeTask } from '../delete-task.js';
import { TASK_NOT_FOUND_MESSAGE } from '../task-errors.js';
import { getTask, parseTaskId, taskActivity } from '../task-queries.js';
import { findTaskWorkspaceId } from '../task-repository.js';
import { transitionTask } from '../task-transitions.js';
import { updateTaskFields } from '../update-task.js';
import { TaskBlockedError } from './task-route-schemas.js';

const notFound = errorResponse('not_found: no such task, not a member of its workspace, or the id is not digits');

/** /api/tasks/{id}/… */
const taskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** A route on one task: the workspace scope of the task's workspace (404 for anyone but its members). */
  const onTask = (permission: WorkspacePermission): { workspace: WorkspaceRouteConfig } => ({
    workspace: {
      permission,
      notFoundMessage: TASK_NOT_FOUND_MESSAGE,
      resolve: async (request) => {
        const id = parseTaskId((request.params as { id: string }).id);
        return id === undefined ? undefined : findTaskWorkspaceId(app.db, id);
      },
    },
  });
  /** The scope and the task id of a route on one task (the scope resolved it, so the id parses). */
  const taskOf = (request: FastifyRequest) => {
    const scope = requireWorkspaceScope(request);
    return { scope, taskId: parseTaskId((request.params as { id: string }).id)! };
  };

  app.get(
    '/tasks/:id',
    {
      onRequest: app.authenticate,
      config: onTask('workspace.view'),
      schema: {
        summary: 'One task',
        tags: ['tasks'],
        security: bearerAuth,
        params: ObjectIdParams,
        response: { 200: TaskEnvelope, 401: errorResponse('unauthorized'), 404: notFound, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { scope, taskId } = taskOf(request);
      return { data: await getTask(app.db, scope.workspaceId, taskId, app.clock.now()) };
    },
  );

  app.patch(
    '/tasks/:id',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      preValidation: trimBodyFields('title'),
      config: onTask('tasks.manage'),
      schema: {
        summary: "Change a task's fields",
        description:
          'Changes the given fields. A stage of another base state performs the matching transition (409 illegal_transition when it may ' +
          'not; 409 task_blocked for an in-progress stage while the task waits for unfinished ones: confirm with POST start). A new assignee takes the task to the end of their flow; a task in progress stops for the old one ' +
          '(it waits paused unless the request also names an in-progress stage). `after_task_id` places it after that task of its stage ' +
          '(null: first). Publishes task.updated for every task changed.',
        tags: ['tasks'],
        security: bearerAuth,
        params: ObjectIdParams,
        body: UpdateTaskBody,
        response: {
          200: TaskEnvelope,
          400: errorResponse(
            'validation_failed; fields: title required|max_length, sphere_id/stage_id/goal_id/project_id/assignee_id/blocked_by/after_task_id invalid',
          ),
          401: errorResponse('unauthorized'),
          404: notFound,
          409: TaskBlockedError,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      const { scope, taskId } = taskOf(request);
      return { data: await updateTaskFields(app, scope.workspaceId, scope.userId, taskId, request.body) };
    },
  );

  app.delete(
    '/tasks/:id',
    {
      onRequest: app.authenticate,
      config: onTask('tasks.manage'),
      schema: {
        summary: 'Delete a task',
        description: 'Its dependencies in both directions go with it. Publishes task.deleted.',
        tags: ['tasks'],
        security: bearerAuth,
        params: ObjectIdParams,
        response: { 204: Type.Null({ description: 'Deleted' }), 401: errorResponse('unauthorized'), 404: notFound, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const { scope, taskId } = taskOf(request);
      await removeTask(app, scope.workspaceId, scope.userId, taskId);
      return reply.code(204).send(null);
    },
  );

  const transitions: Array<{ name: TaskTransition; summary: string; description: string }> = [
    {
      name: 'start',
      summary: 'Start a task',
      description:
        "Moves it to its sphere's first in-progress stage and opens an interval; in the same transaction the member's task in progress " +
        'is paused (its first paused stage, else open). An unassigned task is assigned to the caller. A task waiting for unfinished ones ' +
        'needs confirm_blocked: true (else 409 task_blocked with waiting_for). From open or paused.',
    },
    { name: 'pause', summary: 'Pause a task in progress', description: "Ends its interval; its sphere's first paused stage, else open." },
    {
      name: 'finish',
      summary: 'Finish a task',
      description: 'Ends its interval, stamps finished_at and takes it out of the flow; spent_minutes, when given, replaces the recorded time.',
    },
    { name: 'reopen', summary: 'Reopen a finished task', description: "Back to its sphere's first open stage, at the end of its assignee's flow." },
  ];
  for (const { name, summary, description } of transitions) {
    app.post(
      `/tasks/:id/${name}`,
      {
        onRequest: app.authenticate,
        attachValidation: true,
        // The body is optional: none reads as {}.
        preValidation: async (request) => {
          request.body ??= {};
        },
        config: onTask('tasks.manage'),
        schema: {
          summary,
          description: `${description} Publishes task.updated for every task changed; 409 illegal_transition from another state.`,
          tags: ['tasks'],
          security: bearerAuth,
          params: ObjectIdParams,
          ...(name === 'start' && { body: StartTaskBody }),
          ...(name === 'finish' && { body: FinishTaskBody }),
          response: {
            200: TaskEnvelope,
            400: errorResponse('validation_failed'),
            401: errorResponse('unauthorized'),
            404: notFound,
            409: TaskBlockedError,
            ...commonErrorResponses,
          },
        },
      },
      async (request) => {
        assertValid(request);
        const { scope, taskId } = taskOf(request);
        const body = (request.body ?? {}) as { confirm_blocked?: boolean; spent_minutes?: number };
        const task = await transitionTask(app, {
          workspaceId: scope.workspaceId,
          taskId,
          actorId: scope.userId,
          transition: name,
          confirmBlocked: body.confirm_blocked,
          spentMinutes: body.spent_minutes,
        });
        return { data: task };
      },
    );
  }

  app.get(
    '/tasks/:id/activity',
    {
      onRequest: app.authenticate,
      config: onTask('workspace.view'),
      schema: {
        summary: "A task's activity, newest first",
        tags: ['tasks'],
        security: bearerAuth,
        params: ObjectIdParams,
        response: { 200: TaskActivityListResponse, 401: errorResponse('unauthorized'), 404: notFound, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { scope, taskId } = taskOf(request);
      return { data: await taskActivity(app.db, scope.workspaceId, taskId) };
    },
  );
};

export default taskRoutes;
