import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdField, photoSizes } from '@stepwise/contracts';
import { AppError } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { matchesIfNoneMatch } from '../../../http/if-none-match.js';
import { readPhoto } from '../photo-repository.js';

function photoNotFound(): AppError {
  return new AppError(404, 'not_found', 'Photo not found');
}

const photoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/photo/:size',
    {
      schema: {
        summary: "A user's profile photo (WebP)",
        description:
          'Use the photo_sm / photo_lg URLs of the User: their `v` (the current version) is required, so photo ' +
          'URLs cannot be guessed from user ids. Each version is immutable and cached for a year.',
        tags: ['users'],
        params: Type.Object({ id: IdField, size: Type.Enum(photoSizes) }),
        querystring: Type.Object({ v: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/webp' }),
          304: Type.Null({ description: 'Not modified (If-None-Match)' }),
          404: errorResponse('not_found: no photo, or an outdated or wrong version'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { id, size } = request.params;
      const photo = await readPhoto(app.db, id, size);
      if (!photo || photo.etag !== request.query.v) throw photoNotFound();
      const etag = `"${photo.etag}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // An <img> on another origin (a remote's dev server) may show it; the bytes are a plain image.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply.type(photo.contentType).send(photo.bytes);
    },
  );
};

export default photoRoutes;
