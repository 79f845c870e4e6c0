/**
 * JSON error answers in the product's error shape (DESIGN §5: `{ code, message }`), for the
 * Stepwise Node servers' own routes (proxies, static files). Never cached.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ErrorBody {
  code: string;
  message: string;
}

/** The path part of a request URL (no query string, no fragment). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  const body: ErrorBody = { code, message };
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

/** The 404 for a path that is not a file, not a route and not a document. */
export function sendNotFound(reply: FastifyReply, request: Pick<FastifyRequest, 'method' | 'url'>): FastifyReply {
  return sendError(reply, 404, 'not_found', `${request.method} ${pathOf(request.url)} does not exist`);
}
