import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(multipart, {
      // Uploads are single profile photos; anything larger is refused before it is buffered.
      limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, parts: 21 },
    });
  },
  { name: 'multipart' },
);
