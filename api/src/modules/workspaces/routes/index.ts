import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  CreateWorkspaceBody,
  domainProblem,
  normalizeDomain,
  WorkspaceIdParams,
  WorkspaceListResponse,
  WorkspaceResponse,
} from '@stepwise/contracts';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { requireActiveUser, requireAuth } from '../../../plugins/app/auth.js';
import { requireWorkspaceScope } from '../../../platform/workspace-scope/index.js';
import { assertValid, bodyRecord, trimBodyFields, type FieldCode } from '../../../validation/field-codes.js';
import { createWorkspace, listWorkspacesOf, workspaceOfScope, workspaceView } from '../workspaces.js';
import domainRoute from './domain.js';

/** Rules the schema cannot express: the domain rules and the custom department of 'other'. */
function createProblems(body: Record<string, unknown>): Record<string, FieldCode | undefined> {
  const { domain, department, custom_department: customDepartment } = body;
  const domainCode = typeof domain === 'string' && domain !== '' ? domainProblem(normalizeDomain(domain)) : undefined;
  // Trimmed already: blank is empty.
  const customMissing = department === 'other' && (customDepartment === undefined || customDepartment === '');
  return { domain: domainCode, custom_department: customMissing ? 'required' : undefined };
}

/** /api/workspaces/… */
const workspacesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(domainRoute);

  app.get(
    '/',
    {
      // /api/workspaces only (not also /api/workspaces/).
      prefixTrailingSlash: 'no-slash',
      onRequest: app.authenticate,
      schema: {
        summary: "The signed-in user's workspaces, newest first",
        tags: ['workspaces'],
        security: bearerAuth,
        response: {
          200: WorkspaceListResponse,
          401: errorResponse('unauthorized'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return { data: await listWorkspacesOf(app.db, user.id) };
    },
  );

  app.post(
    '/',
    {
      // /api/workspaces only (not also /api/workspaces/).
      prefixTrailingSlash: 'no-slash',
      onRequest: app.authenticate,
      attachValidation: true,
      preValidation: trimBodyFields('name', 'domain', 'custom_department'),
      schema: {
        summary: 'Create a workspace; the signed-in user becomes its admin',
        tags: ['workspaces'],
        security: bearerAuth,
        body: CreateWorkspaceBody,
        response: {
          201: WorkspaceResponse,
          400: errorResponse(
            'validation_failed; fields: name required|max_length, ' +
              'domain required|invalid|too_short|too_long|reserved, department/team_size/role required|invalid, ' +
              "custom_department required (department 'other')|max_length, plan invalid",
          ),
          401: errorResponse('unauthorized'),
          403: errorResponse('activation_required: the account is not activated yet'),
          409: errorResponse('domain_taken (fields.domain = taken)'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireActiveUser(request);
      assertValid(request, createProblems(bodyRecord(request)));
      const body = request.body;
      const created = await createWorkspace(
        app.db,
        {
          name: body.name,
          domain: body.domain,
          department: body.department,
          customDepartment: body.custom_department,
          teamSize: body.team_size,
          creatorRole: body.role,
          plan: body.plan,
          creatorLang: user.lang,
        },
        user.id,
        app.clock.now(),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      schema: {
        summary: 'One workspace of the signed-in user',
        tags: ['workspaces'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        response: {
          200: WorkspaceResponse,
          401: errorResponse('unauthorized'),
          404: errorResponse('not_found: no such workspace, the user is not a member, or the id is not digits'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      return workspaceView(app.db, await workspaceOfScope(app.db, requireWorkspaceScope(request)));
    },
  );
};

export default workspacesRoutes;
