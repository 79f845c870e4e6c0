import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import activationRoutes from './activation.js';
import loginRoutes from './login.js';
import providerRoutes from './provider.js';
import registerRoute from './register.js';
import rememberRoutes from './remember.js';
import signInChallenge from '../sign-in-challenge.js';
import trustedDevices from '../trusted-devices.js';

/** /api/auth/… and the account activation under /api/users/… */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    async (auth) => {
      // Only the sign-in routes use these: they live in this scope, not on the whole app.
      await auth.register(trustedDevices);
      await auth.register(signInChallenge);
      await auth.register(registerRoute);
      await auth.register(loginRoutes);
      await auth.register(rememberRoutes);
      await auth.register(providerRoutes);
    },
    { prefix: '/auth' },
  );
  await app.register(activationRoutes, { prefix: '/users' });
};

export default authRoutes;
