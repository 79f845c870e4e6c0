import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  HISTORY_IMPORT_BATCH_ROWS,
  HISTORY_IMPORT_MAX_BYTES,
  HistoryImportEnvelope,
  HistoryImportJobEnvelope,
  HistoryImportParams,
  HistoryImportQuery,
  WorkspaceIdParams,
} from '@stepwise/contracts';
import { Type } from 'typebox';
import { AppError } from '../../errors/app-error.js';
import { commonErrorResponses, errorResponse, ErrorResponse } from '../../errors/error-response.js';
import { parseWorkspaceId, requireWorkspaceScope } from '../../platform/workspace-scope/index.js';
import { assertValid } from '../../validation/field-codes.js';
import { findHistoryImport } from './history-import-status-repository.js';
import { toHistoryImportJobResponse } from './history-import-response.js';
import { previewHistory, startHistoryImport } from './history-import.js';

const IMPORT_NOT_FOUND_MESSAGE = 'History import not found';
const isCsv = (contentType: string | undefined) => contentType?.split(';')[0]!.trim().toLowerCase() === 'text/csv';

const BrokenQuotingError = Type.Object(
  { ...ErrorResponse.properties, line: Type.Optional(Type.Integer({ description: 'body invalid from broken quoting: the line of the file' })) },
  { title: 'HistoryImportFileError', additionalProperties: false },
);

/** POST /api/workspaces/:id/import/history, GET /api/workspaces/:id/import/history/:import_id */
const historyImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only this plugin's routes read CSV bodies.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: HISTORY_IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/workspaces/:id/import/history',
    {
      onRequest: app.authenticate,
      // Any other type (text/plain and JSON included) is refused before its body is read.
      preParsing: async (request) => {
        if (!isCsv(request.headers['content-type'])) throw new AppError(415, 'unsupported_media_type', 'The body must be text/csv');
      },
      config: { workspace: { param: 'id', permission: 'workspace.manage' } },
      bodyLimit: HISTORY_IMPORT_MAX_BYTES,
      attachValidation: true,
      schema: {
        summary: 'Import finished tasks from a CSV file (admins), so paces are learned from day one',
        description:
          'Body `text/csv` only (at most 1 MiB, as the shell proxy allows; 20,000 rows; strict RFC 4180 quoting) with the header `title,assignee_email,estimate_minutes,spent_minutes,started_at,finished_at,complexity` ' +
          "(minutes; complexity may be empty) or Jira's export columns (Summary, Assignee, Original Estimate, Time Spent in seconds, Created, Resolved). " +
          'Each row becomes a finished task of the member with that email, with one in-progress interval from its start to its finish: a time entry, so the time-entry rules apply ' +
          '(not in the future, at most 24 h, no time shared with another row of the member or an entry the member has). Dates without a zone are read in `time_zone` ' +
          "(default: the importer's schedule zone). `dry_run=true` writes nothing and answers 200 with the rows that would be imported and every line that would not, with its reason. " +
          `Otherwise the file is queued and answered 202 with the import's status; a job decides and writes the rows in batches of ${HISTORY_IMPORT_BATCH_ROWS}, each its own transaction ` +
          '(a failure keeps the committed batches: the status says how far it got). Each batch publishes history.import_progress; the end publishes history.imported with the total, and the forecast moves.',
        tags: ['forecast'],
        security: bearerAuth,
        params: WorkspaceIdParams,
        querystring: HistoryImportQuery,
        consumes: ['text/csv'],
        body: Type.String({ description: 'The CSV file' }),
        response: {
          200: HistoryImportEnvelope,
          202: HistoryImportJobEnvelope,
          400: {
            ...BrokenQuotingError,
            description:
              'validation_failed; fields: header invalid (neither header recognised), body invalid (broken quoting: an unterminated quote, a quote inside an unquoted field or text after a closing quote; `line` names its line) | too_long (over 20,000 rows), time_zone invalid, dry_run invalid',
          },
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: not an admin'),
          404: errorResponse('not_found: no such workspace, not a member of it, or the id is not digits'),
          409: errorResponse('conflict: the workspace has no finished stage'),
          413: errorResponse('payload_too_large: over 1 MiB'),
          415: errorResponse('unsupported_media_type: not text/csv (text/plain and JSON included)'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const scope = requireWorkspaceScope(request);
      const options = { timeZone: request.query.time_zone };
      if (request.query.dry_run === 'true') return { data: await previewHistory({ db: app.db, now: app.clock.now() }, scope, request.body, options) };
      const data = await startHistoryImport({ db: app.db, jobs: app.jobs, now: app.clock.now() }, scope, request.body, options);
      return reply.status(202).send({ data });
    },
  );

  app.get(
    '/workspaces/:id/import/history/:import_id',
    {
      onRequest: app.authenticate,
      config: { workspace: { param: 'id', permission: 'workspace.manage' } },
      schema: {
        summary: 'A history import’s status (admins): how far it got, what it imported and every refused line with its reason',
        description:
          '`status` queued | running | succeeded | failed; `processed_rows` of `total_rows` are decided (imported and committed, or refused), up to the file line `processed_through_line`; ' +
          '`refused` lists each refused line with its reason. A failed import keeps its committed batches and says why in `error`.',
        tags: ['forecast'],
        security: bearerAuth,
        params: HistoryImportParams,
        response: {
          200: HistoryImportJobEnvelope,
          401: errorResponse('unauthorized'),
          403: errorResponse('forbidden: not an admin'),
          404: errorResponse('not_found: no such workspace or import, not a member of the workspace, or an id is not digits'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const scope = requireWorkspaceScope(request);
      const importId = parseWorkspaceId(request.params.import_id);
      const row = importId === undefined ? undefined : await findHistoryImport(app.db, scope.workspaceId, importId);
      if (!row) throw new AppError(404, 'not_found', IMPORT_NOT_FOUND_MESSAGE);
      return { data: toHistoryImportJobResponse(row) };
    },
  );
};

export default historyImportRoutes;
