import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import loginRoutes from './login.js';
import providerRoutes from './provider.js';
import registerRoute from './register.js';
import rememberRoutes from './remember.js';

/** /api/auth/… */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(registerRoute);
  await app.register(loginRoutes);
  await app.register(rememberRoutes);
  await app.register(providerRoutes);
};

export default authRoutes;
