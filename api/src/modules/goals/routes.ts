import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  CreateGoalBody,
  GoalEnvelope,
  GoalListResponse,
  ListArchivableQuery,
  ObjectIdParams,
  UpdateGoalBody,
  WorkspaceIdParams,
} from '@stepwise/contracts';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { parseWorkspaceId, requireWorkspaceScope, workspaceOfObject } from '../../platform/workspace-scope/index.js';
import { assertValid, trimBodyFields } from '../../validation/field-codes.js';
import { workspaceOfGoal } from './goal-repository.js';
import { createGoal, getGoal, goalNotFound, listGoals, updateGoal, type GoalChangeDeps } from './goals.js';

const GOAL_NOT_FOUND = 'Goal not found';
const fieldsDescription =
  'validation_failed; fields: title required|max_length, description max_length, due_on invalid (not a YYYY-MM-DD day), ' +
  'owner_id invalid (not an active member of the workspace)';

/** /api/workspaces/:id/goals and /api/goals/:id */
const goalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changeDeps = (): GoalChangeDeps => ({ db: app.db, live: app.live, now: app.clock.now() });
  const goalWorkspace = workspaceOfObject((goalId) => workspaceOfGoal(app.db, goalId));
  const goalIdOf = (params: ObjectIdParams) => {
    const goalId = parseWorkspaceId(params.id);
    if (goalId === undefined) throw goalNotFound();
    return goalId;
  };
  const workspaceNotFound = errorResponse('not_found: no such workspace, not a member of it, or the id is not digits');
  const goalNotFoundResponse = errorResponse('not_found: no such goal, not a member of its workspace, or the id is not digits');
  const trimGoalFields = trimBodyFields('title', 'description');

  app.get(
    '/workspaces/:id/goals',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      attachValidation: true,
      schema: {
        summary: "The workspace's goals with their progress, oldest first",
        description: 'Archived goals are left out unless `archived=true`.',
        tags: ['goals'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        querystring: ListArchivableQuery,
        response: {
          200: GoalListResponse,
          400: errorResponse('validation_failed (fields.archived = invalid)'),
          401: errorResponse('unauthorized'),
          404: workspaceNotFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      return { data: await listGoals(app.db, requireWorkspaceScope(request).workspaceId, request.query.archived === 'true') };
    },
  );

  app.post(
    '/workspaces/:id/goals',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'goals.manage' } },
      attachValidation: true,
      preValidation: trimGoalFields,
      schema: {
        summary: 'Add a goal (any member)',
        description: 'The owner, if any, must be an active member of the workspace. Publishes goal.created.',
        tags: ['goals'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        body: CreateGoalBody,
        response: {
          201: GoalEnvelope,
          400: errorResponse(fieldsDescription),
          401: errorResponse('unauthorized'),
          404: workspaceNotFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const goal = await createGoal(changeDeps(), requireWorkspaceScope(request), request.body);
      return reply.code(201).send({ data: goal });
    },
  );

  app.get(
    '/goals/:id',
    {
      onRequest: app.authenticate,
      config: { workspace: { resolve: goalWorkspace, permission: 'workspace.view', notFoundMessage: GOAL_NOT_FOUND } },
      schema: {
        summary: 'One goal with its progress',
        tags: ['goals'],
        security: bearerAuth,
        params: ObjectIdParams,
        response: {
          200: GoalEnvelope,
          401: errorResponse('unauthorized'),
          404: goalNotFoundResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({ data: await getGoal(app.db, requireWorkspaceScope(request).workspaceId, goalIdOf(request.params)) }),
  );

  app.patch(
    '/goals/:id',
    {
      onRequest: app.authenticate,
      config: { workspace: { resolve: goalWorkspace, permission: 'goals.manage', notFoundMessage: GOAL_NOT_FOUND } },
      attachValidation: true,
      preValidation: trimGoalFields,
      schema: {
        summary: 'Change a goal, archive or restore it (any member)',
        description: '`archived: true` archives the goal (it leaves the default list), `false` restores it. Publishes goal.updated.',
        tags: ['goals'],
        security: bearerAuth,
        params: ObjectIdParams,
        body: UpdateGoalBody,
        response: {
          200: GoalEnvelope,
          400: errorResponse(`${fieldsDescription}, archived invalid`),
          401: errorResponse('unauthorized'),
          404: goalNotFoundResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const goalId = goalIdOf(request.params);
      assertValid(request);
      return { data: await updateGoal(changeDeps(), requireWorkspaceScope(request), goalId, request.body) };
    },
  );
};

export default goalsRoutes;
