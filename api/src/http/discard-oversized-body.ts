import type { FastifyReply, FastifyRequest } from 'fastify';

/** How much of a refused upload is read and thrown away at most; a sender going on past it is cut off. */
export const MAX_DISCARDED_BYTES = 32 * 1024 * 1024;

/**
 * For a 413 answered before the body was read: Fastify would close the connection mid-upload, and the
 * unread rest then resets the socket, so a client or proxy still sending may lose the answer (a proxy
 * answers 502 instead). The connection stays open instead and the rest of the upload is read and thrown
 * away, up to MAX_DISCARDED_BYTES.
 */
export function discardOversizedBody(request: FastifyRequest, reply: FastifyReply): void {
  reply.removeHeader('connection');
  const body = request.raw;
  let discarded = 0;
  body.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) body.socket.destroy();
  });
}
