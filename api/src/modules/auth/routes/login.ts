import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { issueAccessToken, revokeAccessToken } from '../access-token-repository.js';
import { clearSessionCookie, setSessionCookie } from '../session-cookie.js';
import { AppError } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { requireAuth } from '../../../plugins/app/auth.js';
import { perIp } from '../../../rate-limits.js';
import { findUserByEmail, normalizeEmail } from '../../users/index.js';
import { assertValid, trimBodyFields } from '../../../validation/field-codes.js';
import { AuthResponse, bearerAuth, LoginBody } from '@stepwise/contracts';


const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      attachValidation: true,
      preValidation: trimBodyFields('email'),
      config: { rateLimit: perIp(app.config.rateLimits.loginPerIp) },
      schema: {
        summary: 'Sign in with email and password',
        tags: ['auth'],
        body: LoginBody,
        response: {
          200: AuthResponse,
          400: errorResponse('validation_failed; fields: email required, password required'),
          401: errorResponse('wrong_credentials: unknown email, wrong password, or an account without a password'),
          429: errorResponse('rate_limited (attempts per IP; wrong passwords per IP and per account email and IP), with Retry-After'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const { password } = request.body;
      const email = normalizeEmail(request.body.email);
      await app.passwordAttempts.assertAllowed(request, email);

      const user = await findUserByEmail(app.db, email);
      // The same argon2 work whether or not the account (or its password) exists: timing reveals nothing.
      const valid = await app.passwords.verify(user?.passwordHash ?? app.dummyPasswordHash, password);
      if (!user?.passwordHash || !valid) {
        await app.passwordAttempts.recordFailure(request, email, user);
        throw new AppError(401, 'wrong_credentials', 'Wrong login or password');
      }
      const accessToken = await issueAccessToken(app.db, user.id, app.clock.now());
      setSessionCookie(request, reply, accessToken, app.config.publicUrl);
      return { access_token: accessToken };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Sign out: revokes the access token of this request and removes the sw_token cookie',
        tags: ['auth'],
        security: bearerAuth,
        response: {
          204: Type.Null({ description: 'Signed out' }),
          401: errorResponse('unauthorized'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      await revokeAccessToken(app.db, requireAuth(request).tokenId, app.clock.now());
      clearSessionCookie(request, reply, app.config.publicUrl);
      return reply.code(204).send(null);
    },
  );
};

export default loginRoutes;
