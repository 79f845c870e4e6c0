import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from './error-response.js';
import { discardOversizedBody } from '../http/discard-oversized-body.js';
import { toErrorReply } from './error-reply.js';

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, headers } = toErrorReply(error);
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') discardOversizedBody(request, reply);
  if (status >= 500) {
    // The caller only gets a generic body; the real error (with its stack) goes to the log.
    request.log.error({ err: error, code: body.code }, 'request failed');
  } else {
    request.log.info({ code: body.code, reason: error.message }, 'request rejected');
  }
  if (headers) reply.headers(headers);
  return reply.status(status).send(body);
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (e.g. a malformed URL) would
 * otherwise be answered in Fastify's own format.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendError(error, request, reply);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
  app.setNotFoundHandler((_request, reply) => {
    const body: ErrorResponse = { code: 'not_found', message: 'Route not found' };
    return reply.status(404).send(body);
  });
}
