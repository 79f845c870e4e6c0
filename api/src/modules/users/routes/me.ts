import { passwordProblem } from '@stepwise/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { revokeUserAccessTokens } from '../../../platform/access-tokens/access-token-repository.js';
import { validationFailed } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { passwordChangedMail } from '../../../platform/mail/templates/index.js';
import { requireAuth } from '../../../plugins/app/auth.js';
import { updateUser, type NewUser } from '../user-repository.js';
import { normalizeEmail, toUserResponse } from '../users.js';
import { assertValid, bodyRecord, trimBodyFields, type FieldCode } from '../../../validation/field-codes.js';
import { bearerAuth, PROFILE_PASSWORD_MIN_LENGTH, UpdateMeBody, UserResponse } from '@stepwise/contracts';

/** Problems of a password change that the schema cannot see (both fields are optional there). */
function passwordChangeProblems(body: Record<string, unknown>): Record<string, FieldCode | undefined> {
  const next = body.new_password;
  if (typeof next !== 'string' || next === '') return {};
  const current = body.current_password;
  return {
    new_password: passwordProblem(next, PROFILE_PASSWORD_MIN_LENGTH),
    current_password: typeof current === 'string' && current !== '' ? undefined : 'required',
  };
}

const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The signed-in user',
        tags: ['users'],
        security: bearerAuth,
        response: { 200: UserResponse, 401: errorResponse('unauthorized'), ...commonErrorResponses },
      },
    },
    async (request) => toUserResponse(requireAuth(request).user, app.config.publicUrl),
  );

  app.put(
    '/me',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      preValidation: trimBodyFields('first_name', 'last_name'),
      schema: {
        summary: 'Update the profile; changing the password signs out the other sessions',
        tags: ['users'],
        security: bearerAuth,
        body: UpdateMeBody,
        response: {
          200: UserResponse,
          400: errorResponse(
            'validation_failed; fields: first_name/last_name required, lang invalid, ' + 'current_password required|wrong, new_password min_length',
          ),
          401: errorResponse('unauthorized'),
          429: errorResponse('rate_limited: too many wrong current passwords (counted as wrong sign-in passwords), with Retry-After'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request, passwordChangeProblems(bodyRecord(request)));
      const { user, tokenId } = requireAuth(request);
      const body = request.body;

      const changes: Partial<NewUser> = {};
      if (body.first_name !== undefined) changes.firstName = body.first_name;
      if (body.last_name !== undefined) changes.lastName = body.last_name;
      if (body.lang !== undefined) changes.lang = body.lang;
      const changingPassword = body.new_password !== undefined && body.new_password !== '';
      if (changingPassword) {
        await app.passwordAttempts.assertAllowed(request, normalizeEmail(user.email));
        // A user without a password (external sign-in only) sets one through recovery instead.
        const valid = await app.passwords.verify(user.passwordHash ?? app.dummyPasswordHash, body.current_password!);
        if (!user.passwordHash || !valid) {
          await app.passwordAttempts.recordFailure(request, normalizeEmail(user.email), user);
          throw validationFailed({ current_password: 'wrong' });
        }
        changes.passwordHash = await app.passwords.hash(body.new_password!);
      }
      if (Object.keys(changes).length === 0) return toUserResponse(user, app.config.publicUrl);

      const now = app.clock.now();
      const updated = await app.db.transaction(async (tx) => {
        const row = await updateUser(tx, user.id, changes);
        if (changingPassword) await revokeUserAccessTokens(tx, user.id, now, tokenId);
        if (changingPassword) await app.mailer.enqueue(tx, passwordChangedMail, { to: row.email, lang: row.lang, data: { firstName: row.firstName } });
        return row;
      });
      return toUserResponse(updated, app.config.publicUrl);
    },
  );
};

export default meRoutes;
