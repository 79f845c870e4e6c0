import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { revokeUserAccessTokens } from '../../../platform/access-tokens/access-token-repository.js';
import { consumePasswordReset, createPasswordReset, findUsablePasswordReset } from '../password-reset-repository.js';
import { AppError } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { passwordChangedMail, passwordResetMail } from '../../../platform/mail/templates/index.js';
import { keyedRateLimit, perIp } from '../../../rate-limits.js';
import { findUserByEmail, normalizeEmail, setRecoveredPassword } from '../../users/index.js';
import { assertValid, bodyRecord, confirmationMismatch, trimBodyFields } from '../../../validation/field-codes.js';
import { NewPasswordBody, RememberBody, RememberResponse, RestoreCheckQuery, RestoreCheckResponse } from '@stepwise/contracts';

function linkInvalid(): AppError {
  return new AppError(400, 'restore_link_invalid', 'Restore password link is not valid');
}

const rememberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limitPerEmail = keyedRateLimit(app, 'remember-email', app.config.rateLimits.rememberPerEmail);

  app.post(
    '/remember',
    {
      attachValidation: true,
      preValidation: trimBodyFields('email'),
      config: { rateLimit: perIp(app.config.rateLimits.rememberPerIp) },
      schema: {
        summary: 'Email a password recovery link (valid 60 minutes, single use)',
        tags: ['auth'],
        body: RememberBody,
        response: {
          200: RememberResponse,
          400: errorResponse('validation_failed; fields: email required|invalid'),
          404: errorResponse('email_not_found'),
          429: errorResponse('rate_limited (per IP or per email), with Retry-After'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      await limitPerEmail(request, normalizeEmail(request.body.email));
      const user = await findUserByEmail(app.db, request.body.email);
      if (!user) throw new AppError(404, 'email_not_found', 'Email not found');

      await app.db.transaction(async (tx) => {
        const reset = await createPasswordReset(tx, user.id, app.clock.now());
        await app.mailer.enqueue(tx, passwordResetMail, { to: user.email, lang: user.lang, data: { firstName: user.firstName, token: reset.token } });
      });
      return { sent: true as const };
    },
  );

  app.get(
    '/remember',
    {
      attachValidation: true,
      schema: {
        summary: 'Check a recovery link before showing the new-password form',
        tags: ['auth'],
        querystring: RestoreCheckQuery,
        response: {
          200: RestoreCheckResponse,
          400: errorResponse('restore_link_invalid (unknown, used or expired); validation_failed (check_code required)'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      const userId = await findUsablePasswordReset(app.db, request.query.check_code, app.clock.now());
      if (userId === undefined) throw linkInvalid();
      return { valid: true as const };
    },
  );

  app.put(
    '/remember',
    {
      attachValidation: true,
      schema: {
        summary: 'Set a new password with a recovery link; signs out every session',
        tags: ['auth'],
        body: NewPasswordBody,
        response: {
          204: Type.Null({ description: 'Password set' }),
          400: errorResponse(
            'restore_link_invalid; validation_failed (check_code required, password required|min_length, ' + 'password_confirmation required|mismatch)',
          ),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      assertValid(request, {
        password_confirmation: confirmationMismatch(bodyRecord(request), 'password', 'password_confirmation'),
      });
      const { check_code: token, password } = request.body;
      // Checked before the (deliberately slow) hashing, so bad links cost the server nothing.
      if ((await findUsablePasswordReset(app.db, token, app.clock.now())) === undefined) throw linkInvalid();
      const passwordHash = await app.passwords.hash(password);

      const now = app.clock.now();
      const user = await app.db.transaction(async (tx) => {
        const userId = await consumePasswordReset(tx, token, now);
        if (userId === undefined) return undefined;
        // Following the emailed link proves the mailbox, so a not yet activated account is activated.
        const updated = await setRecoveredPassword(tx, userId, passwordHash);
        await revokeUserAccessTokens(tx, userId, now);
        await app.mailer.enqueue(tx, passwordChangedMail, { to: updated!.email, lang: updated!.lang, data: { firstName: updated!.firstName } });
        return updated;
      });
      if (!user) throw linkInvalid();
      return reply.code(204).send(null);
    },
  );
};

export default rememberRoutes;
