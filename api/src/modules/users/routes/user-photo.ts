import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError, validationFailed } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { requireAuth } from '../../../plugins/app/auth.js';
import { savePhotos } from '../photo-repository.js';
import { photoTooLarge, resizePhoto } from '../photos.js';
import { toUserResponse } from '../users.js';
import { bearerAuth, UserResponse } from '@stepwise/contracts';

const FIELD = 'photo';

/**
 * The bytes of the `photo` file part. A body the multipart parser cannot read (no boundary, a part that
 * never ends, garbage) is the client's mistake: 400 with the field marked invalid, never a 500.
 */
async function readUploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw validationFailed({ [FIELD]: 'required' });
  try {
    const file = await request.file();
    if (!file || file.fieldname !== FIELD) throw validationFailed({ [FIELD]: 'required' });
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge(error);
    // The plugin's own request errors (limits, a closed connection) already say what went wrong.
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
    throw validationFailed({ [FIELD]: 'invalid' }, { cause: error });
  }
}

/** POST /api/user/photo */
const userPhotoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/photo',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Upload a profile photo (multipart field `photo`)',
        description: 'JPEG, PNG or WebP (recognised by content, not by the declared type), at most 5 MB; stored as ' + '64×64 and 256×256 WebP.',
        tags: ['users'],
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: {
          200: UserResponse,
          400: errorResponse('validation_failed: fields.photo = required (no multipart `photo` file) or invalid (a malformed multipart body)'),
          401: errorResponse('unauthorized'),
          413: errorResponse('photo_too_large'),
          415: errorResponse('unsupported_photo_type'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const bytes = await readUploadedPhoto(request);
      const resized = await resizePhoto(bytes);
      const updated = await savePhotos(app.db, user.id, resized, app.clock.now());
      return toUserResponse(updated, app.config.publicUrl);
    },
  );
};

export default userPhotoRoute;
