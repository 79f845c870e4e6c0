import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { activateWithCode, resendActivationCode, resendAvailableAt } from '../activation-code-repository.js';
import { setSessionCookie } from '../session-cookie.js';
import { AppError } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse, ErrorResponse } from '../../../errors/error-response.js';
import { activationCodeMail, welcomeMail } from '../../../platform/mail/templates/index.js';
import { bearerToken, requireAuth } from '../../../plugins/app/auth.js';
import { keyedRateLimit } from '../../../rate-limits.js';
import { toUserResponse } from '../../users/index.js';
import { assertValid } from '../../../validation/field-codes.js';
import { ActivateBody, bearerAuth, RESEND_COOLDOWN_MS, SendCodeResponse, UserResponse } from '@stepwise/contracts';

const cooldownSeconds = RESEND_COOLDOWN_MS / 1000;

const CooldownError = Type.Object(
  {
    ...ErrorResponse.properties,
    resend_available_in: Type.Optional(Type.Integer({ description: 'Seconds until a new code can be sent' })),
  },
  {
    title: 'ResendCooldownError',
    additionalProperties: false,
    description: 'resend_cooldown (with resend_available_in and Retry-After); rate_limited (with Retry-After)',
  },
);

function alreadyActive(): AppError {
  return new AppError(409, 'already_active', 'The account is already activated');
}

function resendCooldown(availableAt: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((availableAt.getTime() - now.getTime()) / 1000));
  return new AppError(429, 'resend_cooldown', `A new code can be sent in ${seconds} s`, undefined, {
    details: { resend_available_in: seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

const activationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limitActivate = keyedRateLimit(app, 'activate-user', app.config.rateLimits.activatePerUser);
  const limitSendCode = keyedRateLimit(app, 'send-code-user', app.config.rateLimits.sendCodePerUser);

  app.post(
    '/activate',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      schema: {
        summary: 'Activate the account with the emailed 6-digit code',
        description: 'A code is valid 10 minutes, works once and dies after 5 wrong tries.',
        tags: ['users'],
        security: bearerAuth,
        body: ActivateBody,
        response: {
          200: UserResponse,
          400: errorResponse('invalid_code; validation_failed (fields.code = required)'),
          401: errorResponse('unauthorized'),
          409: errorResponse('already_active'),
          410: errorResponse('code_expired: ask for a new code'),
          429: errorResponse('code_attempts_exceeded: ask for a new code; rate_limited (with Retry-After)'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      if (user.status === 'active') throw alreadyActive();
      assertValid(request);
      await limitActivate(request, String(user.id));

      const code = request.body.code.trim();
      const result = await activateWithCode(app.db, app.config.appSecret, user.id, code, app.clock.now());
      switch (result.outcome) {
        case 'activated':
          // The welcome email is a nicety: the activation stands whether or not it goes out.
          await app.mailer
            .enqueue(app.db, welcomeMail, { to: result.user.email, lang: result.user.lang, data: { firstName: result.user.firstName } })
            .catch((error: unknown) => request.log.error({ err: error }, 'welcome email failed'));
          setSessionCookie(request, reply, bearerToken(request)!, app.config.publicUrl);
          return toUserResponse(result.user, app.config.publicUrl);
        case 'expired':
          throw new AppError(410, 'code_expired', 'The code has expired: ask for a new one');
        case 'attempts_exceeded':
          throw new AppError(429, 'code_attempts_exceeded', 'Too many wrong codes: ask for a new one');
        case 'invalid':
          throw new AppError(400, 'invalid_code', 'The code is not valid');
      }
    },
  );

  app.post(
    '/send-code',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Email a new activation code (the previous one stops working)',
        description: `At most one code per ${cooldownSeconds} s.`,
        tags: ['users'],
        security: bearerAuth,
        response: {
          200: SendCodeResponse,
          401: errorResponse('unauthorized'),
          409: errorResponse('already_active'),
          429: CooldownError,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      if (user.status === 'active') throw alreadyActive();
      const now = app.clock.now();
      const availableAt = await resendAvailableAt(app.db, user.id);
      if (availableAt && availableAt > now) throw resendCooldown(availableAt, now);
      await limitSendCode(request, String(user.id));

      const result = await app.db.transaction(async (tx) => {
        const resent = await resendActivationCode(tx, app.config.appSecret, user.id, now);
        if ('code' in resent)
          await app.mailer.enqueue(tx, activationCodeMail, { to: user.email, lang: user.lang, data: { firstName: user.firstName, code: resent.code } });
        return resent;
      });
      if (!('code' in result)) throw resendCooldown(result.resendAvailableAt, now);
      return { resend_available_in: cooldownSeconds };
    },
  );
};

export default activationRoutes;
