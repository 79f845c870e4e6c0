import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  CreateProjectBody,
  ListArchivableQuery,
  ObjectIdParams,
  ProjectEnvelope,
  ProjectListResponse,
  UpdateProjectBody,
  WorkspaceIdParams,
} from '@stepwise/contracts';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { planLimitErrorResponse } from '../../platform/plan-capacity/index.js';
import { parseWorkspaceId, requireWorkspaceScope, workspaceOfObject } from '../../platform/workspace-scope/index.js';
import { assertValid, trimBodyFields } from '../../validation/field-codes.js';
import { workspaceOfProject } from './project-repository.js';
import { createProject, getProject, listProjects, projectNotFound, updateProject, type ProjectChangeDeps } from './projects.js';

const PROJECT_NOT_FOUND = 'Project not found';
const fieldsDescription = 'validation_failed; fields: name required|max_length, key invalid (not 2–10 capitals or digits starting with a capital)';

/** /api/workspaces/:id/projects and /api/projects/:id */
const projectsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changeDeps = (): ProjectChangeDeps => ({ db: app.db, live: app.live, now: app.clock.now() });
  const projectWorkspace = workspaceOfObject((projectId) => workspaceOfProject(app.db, projectId));
  const projectIdOf = (params: ObjectIdParams) => {
    const projectId = parseWorkspaceId(params.id);
    if (projectId === undefined) throw projectNotFound();
    return projectId;
  };
  const workspaceNotFound = errorResponse('not_found: no such workspace, not a member of it, or the id is not digits');
  const projectNotFoundResponse = errorResponse('not_found: no such project, not a member of its workspace, or the id is not digits');
  const trimProjectFields = trimBodyFields('name', 'key');

  app.get(
    '/workspaces/:id/projects',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      attachValidation: true,
      schema: {
        summary: "The workspace's projects with their progress, oldest first",
        description: 'Archived projects are left out unless `archived=true`.',
        tags: ['projects'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        querystring: ListArchivableQuery,
        response: {
          200: ProjectListResponse,
          400: errorResponse('validation_failed (fields.archived = invalid)'),
          401: errorResponse('unauthorized'),
          404: workspaceNotFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      return { data: await listProjects(app.db, requireWorkspaceScope(request).workspaceId, request.query.archived === 'true') };
    },
  );

  app.post(
    '/workspaces/:id/projects',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'projects.manage' } },
      attachValidation: true,
      preValidation: trimProjectFields,
      schema: {
        summary: 'Add a project (any member)',
        description:
          'Without `key` the key is made from the name (initials of its words, or the first three letters of a single word; Cyrillic ' +
          'transliterated), with 2, 3, … appended when the workspace already has it. The plan limits the active (not archived) ' +
          'projects. Publishes project.created.',
        tags: ['projects'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        body: CreateProjectBody,
        response: {
          201: ProjectEnvelope,
          400: errorResponse(fieldsDescription),
          401: errorResponse('unauthorized'),
          404: workspaceNotFound,
          409: planLimitErrorResponse(
            "plan_limit (limit = projects, capacity, plan): the plan's active projects are all used; project_key_taken (fields.key = taken)",
          ),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const project = await createProject(changeDeps(), requireWorkspaceScope(request), request.body);
      return reply.code(201).send({ data: project });
    },
  );

  app.get(
    '/projects/:id',
    {
      onRequest: app.authenticate,
      config: { workspace: { resolve: projectWorkspace, permission: 'workspace.view', notFoundMessage: PROJECT_NOT_FOUND } },
      schema: {
        summary: 'One project with its progress',
        tags: ['projects'],
        security: bearerAuth,
        params: ObjectIdParams,
        response: {
          200: ProjectEnvelope,
          401: errorResponse('unauthorized'),
          404: projectNotFoundResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({ data: await getProject(app.db, requireWorkspaceScope(request).workspaceId, projectIdOf(request.params)) }),
  );

  app.patch(
    '/projects/:id',
    {
      onRequest: app.authenticate,
      config: { workspace: { resolve: projectWorkspace, permission: 'projects.manage', notFoundMessage: PROJECT_NOT_FOUND } },
      attachValidation: true,
      preValidation: trimProjectFields,
      schema: {
        summary: 'Rename, re-key, archive or restore a project (any member)',
        description: 'Restoring an archived project (`archived: false`) counts against the plan like creating one. Publishes project.updated.',
        tags: ['projects'],
        security: bearerAuth,
        params: ObjectIdParams,
        body: UpdateProjectBody,
        response: {
          200: ProjectEnvelope,
          400: errorResponse(`${fieldsDescription}, archived invalid`),
          401: errorResponse('unauthorized'),
          404: projectNotFoundResponse,
          409: planLimitErrorResponse('plan_limit (limit = projects, capacity, plan): restoring would exceed the plan; project_key_taken (fields.key = taken)'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const projectId = projectIdOf(request.params);
      assertValid(request);
      return { data: await updateProject(changeDeps(), requireWorkspaceScope(request), projectId, request.body) };
    },
  );
};

export default projectsRoutes;
