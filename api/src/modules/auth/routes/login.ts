import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { issueAccessToken, revokeAccessToken } from '../../../platform/access-tokens/access-token-repository.js';
import { clearSessionCookie, setSessionCookie } from '../session-cookie.js';
import { AppError } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse, ErrorResponse } from '../../../errors/error-response.js';
import { requireAuth } from '../../../plugins/app/auth.js';
import { perIp } from '../../../rate-limits.js';
import { findUserByEmail, normalizeEmail } from '../../users/index.js';
import { assertValid, trimBodyFields } from '../../../validation/field-codes.js';
import { AuthResponse, bearerAuth, LoginBody, ProofOfWorkRequiredDetails } from '@stepwise/contracts';

const SignInLimitedError = Type.Object(
  {
    ...ErrorResponse.properties,
    proof_of_work: Type.Optional(ProofOfWorkRequiredDetails.properties.proof_of_work),
    proof_of_work_rejected: ProofOfWorkRequiredDetails.properties.proof_of_work_rejected,
  },
  {
    title: 'SignInLimitedError',
    additionalProperties: false,
    description:
      'rate_limited, with Retry-After: attempts per address, or wrong passwords for this account from this address. ' +
      'proof_of_work_required, with proof_of_work: the address sent too many wrong passwords and this browser has not ' +
      'signed in to the account before (no valid sw_device cookie); solve the challenge and repeat the attempt with ' +
      'proof_of_work { token, solution }. proof_of_work_rejected says why a proof sent was not accepted (docs/sign-in-limits.md).',
  },
);

const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      attachValidation: true,
      preValidation: trimBodyFields('email'),
      config: { rateLimit: perIp(app.config.rateLimits.loginPerIp) },
      schema: {
        summary: 'Sign in with email and password',
        description:
          'A successful sign-in sets the HttpOnly cookie sw_device (Path=/api/auth, a year): a browser that carries it for the ' +
          'account is not slowed by other wrong passwords from its address; its own are limited per device. A password change ' +
          'ends that trust. See docs/sign-in-limits.md.',
        tags: ['auth'],
        body: LoginBody,
        response: {
          200: AuthResponse,
          400: errorResponse('validation_failed; fields: email required, password required'),
          401: errorResponse('wrong_credentials: unknown email, wrong password, or an account without a password'),
          429: SignInLimitedError,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      assertValid(request);
      const { password } = request.body;
      const email = normalizeEmail(request.body.email);
      const user = await findUserByEmail(app.db, email);
      // A browser that signed in to this account before answers only for its own wrong passwords.
      const device = await app.trustedDevices.recognise(request, user);
      if (!device) {
        await app.passwordAttempts.assertAllowed(request, email);
        await app.signInChallenge.assertSolved(request, request.body.proof_of_work);
      }

      // The same argon2 work whether or not the account (or its password) exists: timing reveals nothing.
      const valid = await app.passwords.verify(user?.passwordHash ?? app.dummyPasswordHash, password);
      if (!user?.passwordHash || !valid) {
        if (device) await app.trustedDevices.recordFailure(request, device);
        else await app.passwordAttempts.recordFailure(request, email, user);
        throw new AppError(401, 'wrong_credentials', 'Wrong login or password');
      }
      const accessToken = await issueAccessToken(app.db, user.id, app.clock.now());
      setSessionCookie(request, reply, accessToken, app.config.publicUrl);
      app.trustedDevices.remember(request, reply, user);
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
