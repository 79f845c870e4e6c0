import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  ObjectIdParams,
  PlanSprintBody,
  SprintDetailEnvelope,
  SprintListResponse,
  SprintProposalEnvelope,
  SprintSettingsBody,
  SprintSettingsEnvelope,
  SprintsQuery,
  WorkspaceIdParams,
} from '@stepwise/contracts';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { parseWorkspaceId, requireWorkspaceScope, workspaceOfObject } from '../../platform/workspace-scope/index.js';
import { assertValid } from '../../validation/field-codes.js';
import { forecastEngineOf } from '../forecast/index.js';
import { sprintInstant } from './sprint-instant.js';
import { planSprint } from './sprint-planning.js';
import { sprintProposal } from './sprint-proposal.js';
import { workspaceOfSprint } from './sprint-repository.js';
import { getSprint, getSprintSettings, listSprints, saveSprintSettings, sprintNotFound, type SprintChangeDeps } from './sprints.js';

const SPRINT_NOT_FOUND = 'Sprint not found';

/** /api/workspaces/:id/sprint-settings, /api/workspaces/:id/sprints, /api/sprints/:id */
const sprintsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changeDeps = (): SprintChangeDeps => ({ db: app.db, live: app.live, now: app.clock.now() });
  const sprintWorkspace = workspaceOfObject((sprintId) => workspaceOfSprint(app.db, sprintId));
  const sprintIdOf = (params: ObjectIdParams) => {
    const sprintId = parseWorkspaceId(params.id);
    if (sprintId === undefined) throw sprintNotFound();
    return sprintId;
  };
  const workspaceNotFound = errorResponse('not_found: no such workspace, not a member of it, or the id is not digits');
  const sprintNotFoundResponse = errorResponse('not_found: no such sprint, not a member of its workspace, or the id is not digits');
  const atInvalid = errorResponse('validation_failed (fields.at = invalid: not an instant, or more than a year ahead)');

  app.get(
    '/workspaces/:id/sprint-settings',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      schema: {
        summary: 'How the workspace cuts time into sprints: length in weeks and start weekday',
        description: 'Until an admin saves them: 2 weeks, starting on Monday.',
        tags: ['sprints'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        response: { 200: SprintSettingsEnvelope, 401: errorResponse('unauthorized'), 404: workspaceNotFound, ...commonErrorResponses },
      },
    },
    async (request) => ({ data: await getSprintSettings(app.db, requireWorkspaceScope(request).workspaceId) }),
  );

  app.put(
    '/workspaces/:id/sprint-settings',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.manage' } },
      attachValidation: true,
      schema: {
        summary: 'Set the sprint length and start weekday (admins)',
        description:
          'Applies from the next sprint: the current one keeps its dates; sprints that have not started get new ones. Publishes sprint_settings.updated.',
        tags: ['sprints'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        body: SprintSettingsBody,
        response: {
          200: SprintSettingsEnvelope,
          400: errorResponse('validation_failed; fields: length_weeks required|invalid (an integer 1–4), start_weekday required|invalid (mon…sun)'),
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: not an admin'),
          404: workspaceNotFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      return { data: await saveSprintSettings(changeDeps(), requireWorkspaceScope(request), request.body) };
    },
  );

  app.get(
    '/workspaces/:id/sprints',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      attachValidation: true,
      schema: {
        summary: "The workspace's sprints, first to next, with their status at `at`",
        description:
          'Sprints are created as time reaches them: the current and the next always exist, past ones are kept. Dates are calendar days in the zone of the workspace default schedule, both included.',
        tags: ['sprints'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        querystring: SprintsQuery,
        response: { 200: SprintListResponse, 400: atInvalid, 401: errorResponse('unauthorized'), 404: workspaceNotFound, ...commonErrorResponses },
      },
    },
    async (request) => {
      assertValid(request);
      const now = app.clock.now();
      return { data: await listSprints(app.db, requireWorkspaceScope(request).workspaceId, sprintInstant(request.query.at, now), now) };
    },
  );

  app.get(
    '/sprints/:id',
    {
      onRequest: app.authenticate,
      config: { workspace: { resolve: sprintWorkspace, permission: 'workspace.view', notFoundMessage: SPRINT_NOT_FOUND } },
      attachValidation: true,
      schema: {
        summary: 'One sprint: its tasks, committed and done work, burndown and scope changes',
        description:
          'committed_minutes sums the estimates of its tasks, done_minutes those finished by its last day. burndown has one point per working day of the workspace (default schedule and holiday calendar) up to today or its end; ideal one per working day of the sprint.',
        tags: ['sprints'],
        security: bearerAuth,
        params: ObjectIdParams,
        querystring: SprintsQuery,
        response: { 200: SprintDetailEnvelope, 400: atInvalid, 401: errorResponse('unauthorized'), 404: sprintNotFoundResponse, ...commonErrorResponses },
      },
    },
    async (request) => {
      const sprintId = sprintIdOf(request.params);
      assertValid(request);
      const at = sprintInstant(request.query.at, app.clock.now());
      return { data: await getSprint(app.db, requireWorkspaceScope(request).workspaceId, sprintId, at) };
    },
  );

  app.put(
    '/sprints/:id/tasks',
    {
      onRequest: app.authenticate,
      config: { workspace: { resolve: sprintWorkspace, permission: 'tasks.manage', notFoundMessage: SPRINT_NOT_FOUND } },
      attachValidation: true,
      schema: {
        summary: "Replace a sprint's tasks (any member)",
        description:
          'A task is in at most one sprint that has not ended: planning it here takes it out of the other. Changes after the sprint started are recorded as scope changes. Publishes sprint.updated for every sprint whose plan changed.',
        tags: ['sprints'],
        security: bearerAuth,
        params: ObjectIdParams,
        body: PlanSprintBody,
        response: {
          200: SprintDetailEnvelope,
          400: errorResponse('validation_failed; fields: task_ids required|invalid, task_ids.<index> invalid (not a task of the workspace)'),
          401: errorResponse('unauthorized'),
          404: sprintNotFoundResponse,
          409: errorResponse('sprint_past: the sprint has ended'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const sprintId = sprintIdOf(request.params);
      assertValid(request);
      return { data: await planSprint(changeDeps(), requireWorkspaceScope(request), sprintId, request.body) };
    },
  );

  app.get(
    '/sprints/:id/proposal',
    {
      onRequest: app.authenticate,
      config: { workspace: { resolve: sprintWorkspace, permission: 'workspace.view', notFoundMessage: SPRINT_NOT_FOUND } },
      schema: {
        summary: 'A plan for the sprint from the forecast: unfinished tasks whose P50 finish falls within it',
        description:
          'Read from the workspace forecast as GET /workspaces/{id}/forecast serves it now; tasks planned in another sprint that has not ended are left out.',
        tags: ['sprints'],
        security: bearerAuth,
        params: ObjectIdParams,
        response: {
          200: SprintProposalEnvelope,
          401: errorResponse('unauthorized'),
          404: sprintNotFoundResponse,
          409: errorResponse('sprint_past: the sprint has ended'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ({
      data: await sprintProposal(app.db, forecastEngineOf(app.db), requireWorkspaceScope(request).workspaceId, sprintIdOf(request.params), app.clock.now()),
    }),
  );
};

export default sprintsRoutes;
