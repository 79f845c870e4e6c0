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
export declare function pathOf(url: string): string;
export declare function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply;
/** The 404 for a path that is not a file, not a route and not a document. */
export declare function sendNotFound(reply: FastifyReply, request: Pick<FastifyRequest, 'method' | 'url'>): FastifyReply;
