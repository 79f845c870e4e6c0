import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { issueAccessToken } from '../../../platform/access-tokens/access-token-repository.js';
import { createActivationCode } from '../activation-code-repository.js';
import { setSessionCookie } from '../session-cookie.js';
import { AppError } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { activationCodeMail } from '../../../platform/mail/templates/index.js';
import { isUniqueViolation } from '../../../platform/database-errors/unique-violation.js';
import { keyedRateLimit, perIp } from '../../../rate-limits.js';
import { findUserByEmail, insertUser, langFromAcceptLanguage, normalizeEmail } from '../../users/index.js';
import { assertValid, bodyRecord, confirmationMismatch, trimBodyFields } from '../../../validation/field-codes.js';
import { RegisterBody, RegisterResponse, RESEND_COOLDOWN_MS } from '@stepwise/contracts';

function emailTaken(): AppError {
  return new AppError(409, 'email_taken', 'This email is already registered', { email: 'taken' });
}

const registerRoute: FastifyPluginAsyncTypebox = async (app) => {
  const limitPerEmail = keyedRateLimit(app, 'register-email', app.config.rateLimits.registerPerEmail);

  app.post(
    '/register',
    {
      attachValidation: true,
      preValidation: trimBodyFields('first_name', 'last_name', 'email'),
      config: { rateLimit: perIp(app.config.rateLimits.registerPerIp) },
      schema: {
        summary: 'Create an account (status new) and email its activation code',
        tags: ['auth'],
        body: RegisterBody,
        response: {
          201: RegisterResponse,
          400: errorResponse(
            'validation_failed; fields: first_name/last_name required, email required|invalid, ' +
              'password required|min_length, password_confirmation required|mismatch, accept required',
          ),
          409: errorResponse('email_taken (fields.email = taken)'),
          429: errorResponse('rate_limited (per IP or per email), with Retry-After'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      assertValid(request, {
        password_confirmation: confirmationMismatch(bodyRecord(request), 'password', 'password_confirmation'),
      });
      const body = request.body;
      const email = normalizeEmail(body.email);
      // Counted before the lookup: asking about one address again and again costs the asker.
      await limitPerEmail(request, email);
      if (await findUserByEmail(app.db, email)) throw emailTaken();

      const passwordHash = await app.passwords.hash(body.password);
      const lang = body.lang ?? langFromAcceptLanguage(request.headers['accept-language']);
      const now = app.clock.now();
      let created;
      try {
        created = await app.db.transaction(async (tx) => {
          const user = await insertUser(tx, {
            firstName: body.first_name,
            lastName: body.last_name,
            email,
            passwordHash,
            status: 'new',
            lang,
          });
          const code = await createActivationCode(tx, app.config.appSecret, user.id, now);
          const accessToken = await issueAccessToken(tx, user.id, now);
          await app.mailer.enqueue(tx, activationCodeMail, { to: user.email, lang: user.lang, data: { firstName: user.firstName, code } });
          return { user, code, accessToken };
        });
      } catch (error) {
        // Someone registered the same address between the check above and this insert.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }

      setSessionCookie(request, reply, created.accessToken, app.config.publicUrl);
      // The browser that chose the account's password is one that signed in to it.
      app.trustedDevices.remember(request, reply, created.user);
      // The code's email is on its way (the outbox retries it): the activate page counts the cooldown
      // down at once, so "send a new code" is never offered only to be refused.
      return reply.code(201).send({ access_token: created.accessToken, resend_available_in: RESEND_COOLDOWN_MS / 1000 });
    },
  );
};

export default registerRoute;
