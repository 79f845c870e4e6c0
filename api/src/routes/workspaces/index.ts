import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { sqlState, UNIQUE_VIOLATION, type Database } from '../../db/database.js';
import { creatorRoles, departments, planCodes, teamSizes } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { requireActiveUser, requireAuth } from '../../plugins/app/auth.js';
import { assertValid, bodyRecord, trimBodyFields, type FieldCode } from '../../validation/field-codes.js';
import { DOMAIN_MAX_LENGTH, DOMAIN_MIN_LENGTH, domainProblem, normalizeDomain } from '../../workspaces/domain-names.js';
import {
  createWorkspace,
  CUSTOM_DEPARTMENT_MAX_LENGTH,
  findUserWorkspace,
  listUserWorkspaces,
  takenDomains,
  toWorkspaceResponse,
  WORKSPACE_NAME_MAX_LENGTH,
  WorkspaceResponse,
} from '../../workspaces/workspaces.js';
import { workspaceSubscriptionSummary } from '../../modules/billing/index.js';
import { bearerAuth } from '@stepwise/contracts';
import domainRoute from './domain.js';

const CreateWorkspaceBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: WORKSPACE_NAME_MAX_LENGTH, description: 'Trimmed; required' }),
  domain: Type.String({
    minLength: 1,
    description:
      `Trimmed and lower-cased; ${DOMAIN_MIN_LENGTH}–${DOMAIN_MAX_LENGTH} Latin letters, digits and hyphens, ` +
      'starting with a letter or digit, not ending with a hyphen, not reserved, not taken',
  }),
  department: Type.Enum(departments),
  custom_department: Type.Optional(
    Type.String({ maxLength: CUSTOM_DEPARTMENT_MAX_LENGTH, description: "Required (trimmed) when department is 'other'" }),
  ),
  team_size: Type.Enum(teamSizes, { description: "'0' is only me, '50' is 50+" }),
  role: Type.Enum(creatorRoles, { description: "The creator's role in the team" }),
  plan: Type.Optional(Type.Enum(planCodes, { description: 'The plan chosen in the wizard, kept for the checkout' })),
});

/** Rules the schema cannot express: the domain rules and the custom department of 'other'. */
function createProblems(body: Record<string, unknown>): Record<string, FieldCode | undefined> {
  const { domain, department, custom_department: customDepartment } = body;
  const domainCode = typeof domain === 'string' && domain !== '' ? domainProblem(normalizeDomain(domain)) : undefined;
  // Trimmed already: blank is empty.
  const customMissing = department === 'other' && (customDepartment === undefined || customDepartment === '');
  return { domain: domainCode, custom_department: customMissing ? 'required' : undefined };
}

function domainTaken(): AppError {
  return new AppError(409, 'domain_taken', 'This domain is already taken', { domain: 'taken' });
}

function workspaceNotFound(): AppError {
  return new AppError(404, 'not_found', 'Workspace not found');
}

/** A workspace id from the path: digits within the id range, else undefined (answered 404 like a missing one). */
function parseWorkspaceId(value: string): number | undefined {
  if (!/^[0-9]{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** The signed-in user's workspace named by the path; 404 for one they are not a member of, or an id that is not digits. */
async function requireMemberWorkspace(db: Database, request: FastifyRequest, idParam: string) {
  const { user } = requireAuth(request);
  const id = parseWorkspaceId(idParam);
  const workspace = id === undefined ? undefined : await findUserWorkspace(db, user.id, id);
  if (!workspace) throw workspaceNotFound();
  return workspace;
}

const IdParams = Type.Object({ id: Type.String({ description: 'Workspace id (digits)' }) });

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
          200: Type.Object({ data: Type.Array(WorkspaceResponse) }, { title: 'WorkspaceList' }),
          401: errorResponse('unauthorized'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const rows = await listUserWorkspaces(app.db, user.id);
      const summaries = await Promise.all(rows.map((workspace) => workspaceSubscriptionSummary(app.db, workspace.id)));
      return { data: rows.map((workspace, index) => toWorkspaceResponse(workspace, summaries[index]!)) };
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
      const domain = normalizeDomain(body.domain);
      if ((await takenDomains(app.db, [domain])).has(domain)) throw domainTaken();

      let created;
      try {
        created = await createWorkspace(
          app.db,
          {
            name: body.name,
            domain,
            department: body.department,
            customDepartment: body.custom_department,
            teamSize: body.team_size,
            creatorRole: body.role,
            plan: body.plan,
          },
          user.id,
          app.clock.now(),
        );
      } catch (error) {
        // Someone took the domain between the check above and the insert: the unique index decides.
        if (sqlState(error) === UNIQUE_VIOLATION) throw domainTaken();
        throw error;
      }
      return reply.code(201).send(toWorkspaceResponse(created, null));
    },
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'One workspace of the signed-in user',
        tags: ['workspaces'],
        security: bearerAuth,
        params: IdParams,
        response: {
          200: WorkspaceResponse,
          401: errorResponse('unauthorized'),
          404: errorResponse('not_found: no such workspace, the user is not a member, or the id is not digits'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const workspace = await requireMemberWorkspace(app.db, request, request.params.id);
      return toWorkspaceResponse(workspace, await workspaceSubscriptionSummary(app.db, workspace.id));
    },
  );
};

export default workspacesRoutes;
