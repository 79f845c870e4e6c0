import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  bearerAuth,
  CreateSphereBody,
  DeleteSphereQuery,
  ObjectIdParams,
  SphereEnvelope,
  SphereListResponse,
  UpdateSphereBody,
  WorkspaceIdParams,
} from '@stepwise/contracts';
import { validationFailed } from '../../errors/app-error.js';
import { commonErrorResponses, errorResponse, ErrorResponse } from '../../errors/error-response.js';
import { requireAuth } from '../../plugins/app/auth.js';
import { parseWorkspaceId, requireWorkspaceScope, workspaceOfObject } from '../../platform/workspace-scope/index.js';
import { assertValid, trimBodyFields } from '../../validation/field-codes.js';
import { workspaceOfSphere } from './sphere-repository.js';
import { createSphere, deleteSphere, listSpheres, sphereNotFound, updateSphere, type SphereChangeDeps } from './spheres.js';

const SPHERE_NOT_FOUND = 'Sphere not found';

/** A 409 about tasks still in the way: how many, and (for a stage) which stage holds them. */
function tasksInTheWayResponse(description: string) {
  return Type.Object(
    {
      ...ErrorResponse.properties,
      stage_id: Type.Optional(Type.Integer()),
      task_count: Type.Optional(Type.Integer({ minimum: 0 })),
    },
    { title: 'TasksInTheWayError', additionalProperties: false, description },
  );
}

/** preValidation: trims the sphere's name and each stage's name. */
async function trimSphereFields(request: FastifyRequest): Promise<void> {
  await trimBodyFields('name')(request);
  const stages = (request.body as { stages?: unknown } | null | undefined)?.stages;
  if (!Array.isArray(stages)) return;
  for (const stage of stages) {
    if (typeof stage === 'object' && stage !== null && typeof (stage as { name?: unknown }).name === 'string') {
      (stage as { name: string }).name = (stage as { name: string }).name.trim();
    }
  }
}

/** /api/workspaces/:id/spheres and /api/spheres/:id */
const spheresRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changeDeps = (): SphereChangeDeps => ({ db: app.db, live: app.live, now: app.clock.now() });
  const sphereWorkspace = workspaceOfObject((sphereId) => workspaceOfSphere(app.db, sphereId));
  const sphereIdOf = (params: ObjectIdParams) => {
    const sphereId = parseWorkspaceId(params.id);
    if (sphereId === undefined) throw sphereNotFound();
    return sphereId;
  };
  const workspaceNotFound = errorResponse('not_found: no such workspace, not a member of it, or the id is not digits');
  const sphereNotFoundResponse = errorResponse('not_found: no such sphere, not a member of its workspace, or the id is not digits');

  app.get(
    '/workspaces/:id/spheres',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      schema: {
        summary: "The workspace's spheres in order, each with its stages and task count",
        tags: ['spheres'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        response: {
          200: SphereListResponse,
          401: errorResponse('unauthorized'),
          404: workspaceNotFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({ data: await listSpheres(app.db, requireWorkspaceScope(request).workspaceId) }),
  );

  app.post(
    '/workspaces/:id/spheres',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'spheres.manage' } },
      attachValidation: true,
      preValidation: trimSphereFields,
      schema: {
        summary: 'Add a sphere (admins only)',
        description:
          "Without `stages` the sphere gets the default stages in the requester's language. The stage list must include an " +
          '`open` and a `finished` stage. Publishes sphere.created.',
        tags: ['spheres'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        body: CreateSphereBody,
        response: {
          201: SphereEnvelope,
          400: errorResponse(
            'validation_failed; fields: name required|max_length, stages invalid (no open or no finished stage, or more than the maximum), ' +
              'stages.N.name required|max_length, stages.N.state required|invalid',
          ),
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: only an admin manages spheres'),
          404: workspaceNotFound,
          409: errorResponse('conflict: the workspace has the maximum number of spheres'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const { user } = requireAuth(request);
      const sphere = await createSphere(changeDeps(), requireWorkspaceScope(request), request.body, user.lang);
      return reply.code(201).send({ data: sphere });
    },
  );

  app.patch(
    '/spheres/:id',
    {
      onRequest: app.authenticate,
      config: { workspace: { resolve: sphereWorkspace, permission: 'spheres.manage', notFoundMessage: SPHERE_NOT_FOUND } },
      attachValidation: true,
      preValidation: trimSphereFields,
      schema: {
        summary: 'Rename a sphere and/or replace its stage list (admins only)',
        description:
          '`stages` lists every stage in its new order: an item with `id` keeps (renames, remaps, reorders) that stage, one without ' +
          'adds a stage, a stage left out is deleted. The tasks of a deleted stage go to `moves[<deleted id>]`, a kept stage of the ' +
          'same sphere, at the end of it; they take its base state. A stage whose tasks change base state (a deleted stage moved to a ' +
          'stage of another state, or a remapped stage) may pause or finish them all at once (open intervals are closed, finished ' +
          'tasks get finished_at and leave the flow), but never start or reopen them: that is 409 stage_has_tasks. ' +
          'Publishes sphere.updated.',
        tags: ['spheres'],
        security: bearerAuth,
        params: ObjectIdParams,
        body: UpdateSphereBody,
        response: {
          200: SphereEnvelope,
          400: errorResponse(
            'validation_failed; fields: name required|max_length, stages invalid (no open or no finished stage), ' +
              'stages.N.id invalid (not a stage of this sphere, or twice), stages.N.name required|max_length, stages.N.state invalid, ' +
              'moves.<id> invalid (not a deleted stage, or the target is not a kept stage), moves invalid (moves without stages)',
          ),
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: only an admin manages spheres'),
          404: sphereNotFoundResponse,
          409: tasksInTheWayResponse(
            'stage_has_tasks (stage_id, task_count): a deleted stage holds tasks and moves names no target for it, or its tasks would ' +
              'have to be started or reopened all at once',
          ),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const sphereId = sphereIdOf(request.params);
      assertValid(request);
      return { data: await updateSphere(changeDeps(), requireWorkspaceScope(request), sphereId, request.body) };
    },
  );

  app.delete(
    '/spheres/:id',
    {
      onRequest: app.authenticate,
      config: { workspace: { resolve: sphereWorkspace, permission: 'spheres.manage', notFoundMessage: SPHERE_NOT_FOUND } },
      attachValidation: true,
      schema: {
        summary: 'Delete a sphere with its stages (admins only)',
        description:
          'A sphere holding tasks needs `move_to_stage_id`, a stage of another sphere of the workspace: its tasks go there (taking ' +
          'its base state, under the same rules as a stage deletion). Publishes sphere.deleted, and sphere.updated for the sphere ' +
          'that received tasks.',
        tags: ['spheres'],
        security: bearerAuth,
        params: ObjectIdParams,
        querystring: DeleteSphereQuery,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          400: errorResponse('validation_failed (fields.move_to_stage_id = invalid: not digits, or not a stage of another sphere)'),
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: only an admin manages spheres'),
          404: sphereNotFoundResponse,
          409: tasksInTheWayResponse(
            'last_sphere: the workspace keeps at least one sphere; sphere_has_tasks (task_count): the sphere holds tasks and no ' +
              'move_to_stage_id was given; stage_has_tasks (stage_id, task_count): its tasks would have to be started or reopened',
          ),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const sphereId = sphereIdOf(request.params);
      assertValid(request);
      const raw = request.query.move_to_stage_id;
      const moveTo = raw === undefined ? undefined : parseWorkspaceId(raw);
      if (raw !== undefined && moveTo === undefined) throw validationFailed({ move_to_stage_id: 'invalid' });
      await deleteSphere(changeDeps(), requireWorkspaceScope(request), sphereId, moveTo);
      return reply.code(204).send(null);
    },
  );
};

export default spheresRoutes;
