import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticateToken, type Authenticated } from '../../platform/access-tokens/access-token-repository.js';
import { AppError } from '../../errors/app-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest/preHandler hook: 401 unauthorized unless a valid Bearer token is sent; sets request.auth. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`: the signed-in user and the id of the token used. */
    auth: Authenticated | null;
  }
}

function unauthorized(): AppError {
  return new AppError(401, 'unauthorized', 'Authentication is required', undefined, {
    headers: { 'www-authenticate': 'Bearer' },
  });
}

/** `Authorization: Bearer <token>` → the token, or undefined. The only credential the API accepts. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer +([A-Za-z0-9_-]{1,256})\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const auth = await authenticateToken(app.db, token, app.clock.now());
      if (!auth) throw unauthorized();
      request.auth = auth;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The signed-in user of a route that runs `authenticate`. */
export function requireAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * The signed-in user of a route that only activated accounts may use (spec §6: a user with status
 * 'new' must activate first); 403 activation_required otherwise.
 */
export function requireActiveUser(request: FastifyRequest): Authenticated {
  const auth = requireAuth(request);
  if (auth.user.status !== 'active') {
    throw new AppError(403, 'activation_required', 'Activate the account with the emailed code first');
  }
  return auth;
}
