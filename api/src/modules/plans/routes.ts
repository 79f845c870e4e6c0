import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PlanList } from '@stepwise/contracts';
import { commonErrorResponses } from '../../errors/error-response.js';
import { matchesIfNoneMatch } from '../../http/if-none-match.js';
import { listPlans } from './plans.js';

/** Browsers and the edge may keep the catalogue this long; the ETag makes revalidation cheap. */
const CACHE_CONTROL = 'public, max-age=300';

const plansRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/plans',
    {
      schema: {
        summary: 'The rate plan catalogue (public, cacheable)',
        description:
          'Ordered free → corporate. Cache-Control: public, max-age=300, with a strong ETag: send it back in ' +
          'If-None-Match to get 304 while the catalogue is unchanged.',
        tags: ['plans'],
        response: {
          200: PlanList,
          304: Type.Null({ description: 'Not modified (If-None-Match)' }),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const body = { data: await listPlans(app.db) };
      // Derived from the content itself: every API instance gives the same catalogue the same tag.
      const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}"`;
      reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return body;
    },
  );
};

export default plansRoutes;
