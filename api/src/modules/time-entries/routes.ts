import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  bearerAuth,
  CreateTimeEntryBody,
  ObjectIdParams,
  TimeEntriesQuery,
  TimeEntryEnvelope,
  TimeEntryListResponse,
  UpdateTimeEntryBody,
  WorkspaceIdParams,
} from '@stepwise/contracts';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { parseWorkspaceId, requireWorkspaceScope, workspaceOfObject, type ActingForConfig } from '../../platform/workspace-scope/index.js';
import { assertValid } from '../../validation/field-codes.js';
import { TimeEntryConflictError } from './time-entry-route-schemas.js';
import { NOT_OWN_ENTRY_MESSAGE, TIME_ENTRY_NOT_FOUND_MESSAGE, timeEntryNotFound } from './time-entry-errors.js';
import { findEntry, workspaceOfEntry } from './time-entry-repository.js';
import { createTimeEntry, deleteTimeEntry, listTimeEntries, updateTimeEntry, type TimeEntryDeps } from './time-entries.js';

/** /api/workspaces/:id/time-entries, /api/time-entries/:id */
const timeEntriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = (): TimeEntryDeps => ({ db: app.db, live: app.live, now: app.clock.now() });
  const entryWorkspace = workspaceOfObject((entryId) => workspaceOfEntry(app.db, entryId));
  const entryIdOf = (params: ObjectIdParams) => {
    const entryId = parseWorkspaceId(params.id);
    if (entryId === undefined) throw timeEntryNotFound();
    return entryId;
  };
  // Admins change anyone's entries; a member only their own: the member a new entry is for, the owner of an entry.
  const othersEntry = { permission: 'members.manage', forbiddenMessage: NOT_OWN_ENTRY_MESSAGE } as const;
  const entryFor: ActingForConfig = { ...othersEntry, bodyField: 'user_id' };
  const entryOwner: ActingForConfig = {
    ...othersEntry,
    resolve: async (request) => {
      const entryId = parseWorkspaceId((request.params as ObjectIdParams).id);
      return entryId === undefined ? undefined : (await findEntry(app.db, requireWorkspaceScope(request).workspaceId, entryId))?.userId;
    },
  };
  const workspaceNotFound = errorResponse('not_found: no such workspace, not a member of it, or the id is not digits');
  const entryNotFound = errorResponse('not_found: no such time entry, not a member of its workspace, or the id is not digits');
  const notOwn = errorResponse("forbidden: another member's entry, and the caller is not an admin");
  const spanFields =
    'started_at invalid (not an instant, or in the future); ended_at or minutes invalid (not after the start, or in the future), too_long (over 24 h); ' +
    'minutes invalid also when given with ended_at; task_id invalid (not a task of the workspace); note max_length (over 500)';

  app.get(
    '/workspaces/:id/time-entries',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.view' } },
      attachValidation: true,
      schema: {
        summary: "The workspace's time entries (any member's), latest start first",
        description:
          'Filters: user_id, task_id, from (entries ending after it; a running one always does), to (entries starting before it). At most TIME_ENTRY_LIST_MAX (2000): narrow from/to for more. A running entry counts its minutes up to now.',
        tags: ['time'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        querystring: TimeEntriesQuery,
        response: {
          200: TimeEntryListResponse,
          400: errorResponse('validation_failed; fields: user_id, task_id invalid (not digits, or out of range), from, to invalid (not an instant)'),
          401: errorResponse('unauthorized'),
          404: workspaceNotFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      return { data: await listTimeEntries(app.db, requireWorkspaceScope(request).workspaceId, request.query, app.clock.now()) };
    },
  );

  app.post(
    '/workspaces/:id/time-entries',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'tasks.manage', actingFor: entryFor } },
      attachValidation: true,
      schema: {
        summary: 'Add a time entry by hand (the caller’s; an admin may pass user_id of another member)',
        description:
          'ended_at or minutes (from started_at), not both; the entry lasts at most 24 h and ends by now. Entries of one member never overlap (touching ends are fine; a running timer lasts from its start on). Publishes time_entry.saved.',
        tags: ['time'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        body: CreateTimeEntryBody,
        response: {
          201: TimeEntryEnvelope,
          400: errorResponse(
            `validation_failed; fields: task_id, started_at required; ended_at required (neither it nor minutes); ${spanFields}; user_id invalid (not an active member)`,
          ),
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: user_id is another member and the caller is not an admin'),
          404: workspaceNotFound,
          409: TimeEntryConflictError,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const entry = await createTimeEntry(deps(), requireWorkspaceScope(request), request.body);
      return reply.status(201).send({ data: entry });
    },
  );

  app.patch(
    '/time-entries/:id',
    {
      onRequest: app.authenticate,
      config: { workspace: { resolve: entryWorkspace, permission: 'workspace.view', notFoundMessage: TIME_ENTRY_NOT_FOUND_MESSAGE, actingFor: entryOwner } },
      attachValidation: true,
      schema: {
        summary: 'Change a time entry: its task, times or note (one’s own; admins anyone’s)',
        description:
          'Timer entries too: a closed one like any other; a running one only its started_at and note (409 conflict for ended_at, minutes or task_id: pause the task first). The changed span is checked like a new entry. Publishes time_entry.saved (previous_task_id when the task changed).',
        tags: ['time'],
        security: bearerAuth,
        params: ObjectIdParams,
        body: UpdateTimeEntryBody,
        response: {
          200: TimeEntryEnvelope,
          400: errorResponse(`validation_failed; fields: ${spanFields}; body invalid (empty)`),
          401: errorResponse('unauthorized'),
          403: notOwn,
          404: entryNotFound,
          409: TimeEntryConflictError,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const entryId = entryIdOf(request.params);
      assertValid(request);
      return { data: await updateTimeEntry(deps(), requireWorkspaceScope(request), entryId, request.body) };
    },
  );

  app.delete(
    '/time-entries/:id',
    {
      onRequest: app.authenticate,
      config: { workspace: { resolve: entryWorkspace, permission: 'workspace.view', notFoundMessage: TIME_ENTRY_NOT_FOUND_MESSAGE, actingFor: entryOwner } },
      schema: {
        summary: 'Delete a time entry (one’s own; admins anyone’s)',
        description: 'A running entry is refused with 409 conflict: pause the task first (a task in progress keeps its timer). Publishes time_entry.deleted.',
        tags: ['time'],
        security: bearerAuth,
        params: ObjectIdParams,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          401: errorResponse('unauthorized'),
          403: notOwn,
          404: entryNotFound,
          409: TimeEntryConflictError,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      await deleteTimeEntry(deps(), requireWorkspaceScope(request), entryIdOf(request.params));
      return reply.code(204).send(null);
    },
  );
};

export default timeEntriesRoutes;
