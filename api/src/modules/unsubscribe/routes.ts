import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { isValidUnsubscribeHash, unsubscribe } from '../../platform/mail/unsubscribe.js';
import { normalizeEmail } from '../users/index.js';
import { assertValid, trimBodyFields } from '../../validation/field-codes.js';
import { UnsubscribeBody, UnsubscribeResponse } from '@stepwise/contracts';

const unsubscribeRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/unsubscribe',
    {
      attachValidation: true,
      preValidation: trimBodyFields('email', 'hash'),
      schema: {
        summary: 'Stop non-essential email to an address (the link in such emails)',
        description: 'hash = hex HMAC-SHA256 (app secret) of the lower-cased email. Activation, recovery and security ' + 'emails still go.',
        tags: ['mail'],
        body: UnsubscribeBody,
        response: {
          200: UnsubscribeResponse,
          400: errorResponse('invalid_unsubscribe_link; validation_failed (email required|invalid, hash required)'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      assertValid(request);
      const { email, hash } = request.body;
      if (!isValidUnsubscribeHash(app.config.appSecret, email, hash)) {
        throw new AppError(400, 'invalid_unsubscribe_link', 'The unsubscribe link is not valid');
      }
      await unsubscribe(app.db, email, app.clock.now());
      return { email: normalizeEmail(email), unsubscribed: true as const };
    },
  );
};

export default unsubscribeRoute;
