import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { validationFailed } from '../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { requireAuth } from '../../plugins/app/auth.js';
import { photoTooLarge, resizePhoto, savePhotos } from '../../users/photos.js';
import { toUserResponse, UserResponse } from '../../users/users.js';
import { bearerAuth } from '../schemas.js';

const FIELD = 'photo';

/** POST /api/user/photo */
const userPhotoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/photo',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Upload a profile photo (multipart field `photo`)',
        description:
          'JPEG, PNG or WebP (recognised by content, not by the declared type), at most 5 MB; stored as ' +
          '64×64 and 256×256 WebP.',
        tags: ['users'],
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: {
          200: UserResponse,
          400: errorResponse('validation_failed (fields.photo = required): no multipart `photo` file'),
          401: errorResponse('unauthorized'),
          413: errorResponse('photo_too_large'),
          415: errorResponse('unsupported_photo_type'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      if (!request.isMultipart()) throw validationFailed({ [FIELD]: 'required' });
      const file = await request.file();
      if (!file || file.fieldname !== FIELD) throw validationFailed({ [FIELD]: 'required' });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge(error);
        throw error;
      }
      const resized = await resizePhoto(bytes);
      const updated = await savePhotos(app.db, user.id, resized, app.clock.now());
      return toUserResponse(updated, app.config.publicUrl);
    },
  );
};

export default userPhotoRoute;
