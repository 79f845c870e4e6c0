import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { requireActiveUser } from '../../plugins/app/auth.js';
import { keyedRateLimit } from '../../rate-limits.js';
import { assertValid, trimBodyFields } from '../../validation/field-codes.js';
import { DOMAIN_MAX_LENGTH } from '../../workspaces/domain-names.js';
import { domainAvailability, MAX_DOMAIN_SUGGESTIONS } from '../../workspaces/workspaces.js';
import { bearerAuth } from '@stepwise/contracts';

const DomainAvailabilityResponse = Type.Object(
  {
    domain: Type.String({ description: 'The domain as it would be stored (trimmed, lower case)' }),
    available: Type.Boolean(),
    reason: Type.Optional(
      Type.Enum(['taken', 'reserved', 'invalid'], {
        description: 'Why it is not available; invalid covers the character and length rules',
      }),
    ),
    suggestions: Type.Array(Type.String(), {
      maxItems: MAX_DOMAIN_SUGGESTIONS,
      description: 'Valid, free alternatives (e.g. name-team, name-hq, name2) when not available; else empty',
    }),
  },
  { title: 'DomainAvailability' },
);

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
        body: Type.Object({
          domain: Type.String({
            minLength: 1,
            maxLength: DOMAIN_MAX_LENGTH,
            description: `Trimmed and lower-cased; at most ${DOMAIN_MAX_LENGTH} characters (no domain is longer)`,
          }),
        }),
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
