/** The users module: the profile, its photo and what other modules need to know about a user. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// The routes load when the app registers them, so a module that imports this index for a service
// never pulls in the route graph (and its imports of other modules): no import cycles between modules.

/** /api/users/… and /api/user/photo */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes/index.js'), { prefix: '/users' });
  await app.register(import('./routes/user-photo.js'), { prefix: '/user' });
};

export { langFromAcceptLanguage, normalizeEmail, toUserResponse } from './users.js';
export { findUserByEmail, insertUser, setRecoveredPassword, type NewUser, type User } from './user-repository.js';
