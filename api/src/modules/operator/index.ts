/** The operator module: routes for the people running Stepwise, served only on the operator listener. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OperatorRoutesOptions } from './routes.js';

export type { OperatorRoutesOptions } from './routes.js';

/** /api/operator/…, loaded when the operator app registers them. */
export const operatorRoutes: FastifyPluginAsyncTypebox<OperatorRoutesOptions> = async (app, { deps, token }) => {
  // Only the routes' own options: the caller's prefix is already this plugin's, passing it on would double it.
  await app.register(import('./routes.js'), { deps, token });
};
