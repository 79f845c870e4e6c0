import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { requireActiveUser } from '../../../plugins/app/auth.js';
import { keyedRateLimit } from '../../../rate-limits.js';
import { assertValid, trimBodyFields } from '../../../validation/field-codes.js';
import { domainAvailability } from '../workspaces.js';
import { bearerAuth, DomainAvailabilityBody, DomainAvailabilityResponse } from '@stepwise/contracts';

/** POST /api/workspaces/domain */
const domainRoute: FastifyPluginAsyncTypebox = async (app) => {
  const limitPerUser = keyedRateLimit(app, 'domain-check-user', app.config.rateLimits.domainCheckPerUser);

  app.post(
    '/domain',
    {
      onRequest: app.authenticate,
      attachValidation: true,
      preValidation: trimBodyFields('domain'),
      schema: {
        summary: 'Check whether a workspace domain can be used',
        tags: ['workspaces'],
        security: bearerAuth,
        body: DomainAvailabilityBody,
        response: {
          200: DomainAvailabilityResponse,
          400: errorResponse('validation_failed (fields.domain = required|invalid|max_length)'),
          401: errorResponse('unauthorized'),
          403: errorResponse('activation_required: the account is not activated yet'),
          429: errorResponse('rate_limited (per user), with Retry-After'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { user } = requireActiveUser(request);
      assertValid(request);
      await limitPerUser(request, String(user.id));
      return domainAvailability(app.db, request.body.domain);
    },
  );
};

export default domainRoute;
