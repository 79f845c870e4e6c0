import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, HISTORY_IMPORT_MAX_BYTES, HistoryImportEnvelope, HistoryImportQuery, WorkspaceIdParams } from '@stepwise/contracts';
import { Type } from 'typebox';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { requireWorkspaceScope } from '../../platform/workspace-scope/index.js';
import { assertValid } from '../../validation/field-codes.js';
import { importHistory } from './history-import.js';

/** POST /api/workspaces/:id/import/history */
const historyImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only this plugin's routes read CSV bodies.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: HISTORY_IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/workspaces/:id/import/history',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.manage' } },
      bodyLimit: HISTORY_IMPORT_MAX_BYTES,
      attachValidation: true,
      schema: {
        summary: 'Import finished tasks from a CSV file (admins), so paces are learned from day one',
        description:
          'Body `text/csv` (at most 1 MiB, as the shell proxy allows; 20,000 rows) with the header `title,assignee_email,estimate_minutes,spent_minutes,started_at,finished_at,complexity` ' +
          "(minutes; complexity may be empty) or Jira's export columns (Summary, Assignee, Original Estimate, Time Spent in seconds, Created, Resolved). " +
          'Each row becomes a finished task of the member with that email, with one in-progress interval from its start to its finish; dates without a zone are read in `time_zone` ' +
          "(default: the importer's schedule zone). Every line not taken is listed with its reason. The whole file is one transaction; `dry_run=true` writes nothing " +
          'and lists the rows that would be imported. Publishes history.imported; the forecast moves.',
        tags: ['forecast'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        querystring: HistoryImportQuery,
        consumes: ['text/csv'],
        body: Type.String({ description: 'The CSV file' }),
        response: {
          200: HistoryImportEnvelope,
          400: errorResponse('validation_failed; fields: header invalid (neither header recognised), body invalid (broken quoting) | too_long (over 20,000 rows), time_zone invalid, dry_run invalid'),
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: not an admin'),
          404: errorResponse('not_found: no such workspace, not a member of it, or the id is not digits'),
          409: errorResponse('conflict: the workspace has no finished stage'),
          413: errorResponse('payload_too_large: over 1 MiB'),
          415: errorResponse('unsupported_media_type: not text/csv'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      const data = await importHistory({ db: app.db, live: app.live, now: app.clock.now() }, requireWorkspaceScope(request), request.body, {
        dryRun: request.query.dry_run === 'true',
        timeZone: request.query.time_zone,
      });
      return { data };
    },
  );
};

export default historyImportRoutes;
