/**
 * The auth module: registration, sign-in, recovery, activation, external sign-in (the access
 * tokens every area checks live in platform/access-tokens).
 * Other modules and the app use only what this file exports.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// The routes load when the app registers them, so a module that imports this index for a service
// never pulls in the route graph (and its imports of other modules): no import cycles between modules.
/** /api/auth/… and /api/users/activate… */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes/index.js'));
};

export { default as passwordAttempts } from './password-attempts.js';
export { default as passwordHashing } from './password-hashing.js';
export { default as oidc } from './oidc/oidc-plugin.js';
export { argon2Hasher, createDummyPasswordHash, type PasswordHasher } from './passwords.js';
export { SESSION_COOKIE_NAME } from './session-cookie.js';
