import type { FastifyInstance } from 'fastify';

/** Statuses that never carry content (RFC 9110 §6.4.1): 204 No Content and 304 Not Modified. */
function isBodiless(statusCode: number): boolean {
  return statusCode === 204 || statusCode === 304;
}

/**
 * Whatever a route passes to `send()` with 204 or 304, nothing of it goes out: no content and no
 * Content-Length or Content-Type describing one. A 304 announcing `content-length: 4` (the JSON `null`)
 * makes strict clients, the shell's proxy among them, fail on the missing bytes.
 */
export function registerBodilessResponses(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!isBodiless(reply.statusCode)) return payload;
    reply.removeHeader('content-length');
    reply.removeHeader('content-type');
    return null;
  });
}
