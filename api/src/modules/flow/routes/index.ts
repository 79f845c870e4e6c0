import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { bearerAuth, FlowParams, FlowResponse, MoveInFlowBody, ReorderFlowBody } from '@stepwise/contracts';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { parseWorkspaceId, requireWorkspaceScope, type ActingForConfig } from '../../../platform/workspace-scope/index.js';
import { assertValid } from '../../../validation/field-codes.js';
import { memberFlow, memberNotFound, moveInFlow, reorderFlow } from '../flow.js';

/** A member orders their own flow; an admin orders anyone's. */
const othersFlow: ActingForConfig = {
  param: 'user_id',
  permission: 'members.manage',
  forbiddenMessage: "Only the member or an admin may order the member's flow",
};

const notFound = errorResponse('not_found: no such workspace, not a member, or user_id is not an active member');

/** The member the path names (404 unless digits: the flow of nobody). */
function flowMember(request: FastifyRequest): number {
  const userId = parseWorkspaceId((request.params as { user_id: string }).user_id);
  if (userId === undefined) throw memberNotFound();
  return userId;
}

/** /api/workspaces/{id}/flow/{user_id}/… */
const flowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/workspaces/:id/flow/:user_id',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      schema: {
        summary: "A member's flow: their unfinished tasks, the one in progress first, then in their order",
        tags: ['flow'],
        security: bearerAuth,
        params: FlowParams,
        response: { 200: FlowResponse, 401: errorResponse('unauthorized'), 404: notFound, ...commonErrorResponses },
      },
    },
    async (request) => {
      const scope = requireWorkspaceScope(request);
      return memberFlow(app.db, scope.workspaceId, flowMember(request), app.clock.now());
    },
  );

  const writeResponses = {
    200: FlowResponse,
    400: errorResponse('validation_failed'),
    401: errorResponse('unauthorized'),
    403: errorResponse("forbidden: another member's flow (only the member or an admin orders it)"),
    404: notFound,
    409: errorResponse("not_in_flow: the ids are not the member's unfinished tasks"),
    ...commonErrorResponses,
  };

  app.put(
    '/workspaces/:id/flow/:user_id',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      config: { workspace: { param: 'id', permission: 'tasks.manage', actingFor: othersFlow } },
      schema: {
        summary: "Reorder a member's whole flow",
        description:
          'task_ids: every unfinished task of the member, in the new order (else 409 not_in_flow); the one in progress stays first. Publishes flow.reordered.',
        tags: ['flow'],
        security: bearerAuth,
        params: FlowParams,
        body: ReorderFlowBody,
        response: writeResponses,
      },
    },
    async (request) => {
      assertValid(request);
      const scope = requireWorkspaceScope(request);
      return reorderFlow(app, scope, flowMember(request), request.body);
    },
  );

  app.post(
    '/workspaces/:id/flow/:user_id/move',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      config: { workspace: { param: 'id', permission: 'tasks.manage', actingFor: othersFlow } },
      schema: {
        summary: "Move one task within a member's flow",
        description:
          'After after_task_id, or with null to the front of the queue (right after the task in progress); rewrites only its rank. ' +
          'Publishes flow.reordered.',
        tags: ['flow'],
        security: bearerAuth,
        params: FlowParams,
        body: MoveInFlowBody,
        response: writeResponses,
      },
    },
    async (request) => {
      assertValid(request);
      const scope = requireWorkspaceScope(request);
      return moveInFlow(app, scope, flowMember(request), request.body);
    },
  );
};

export default flowRoutes;
