import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import activationRoutes from './activation.js';
import loginRoutes from './login.js';
import providerRoutes from './provider.js';
import registerRoute from './register.js';
import rememberRoutes from './remember.js';

/** /api/auth/… and the account activation under /api/users/… */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    async (auth) => {
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
