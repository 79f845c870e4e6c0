/** The operator module: routes for the people running Stepwise, served only on the operator listener. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OperatorRoutesOptions } from './routes.js';

export type { OperatorRoutesOptions } from './routes.js';

/** /api/operator/…, loaded when the operator app registers them. */
export const operatorRoutes: FastifyPluginAsyncTypebox<OperatorRoutesOptions> = async (app, options) => {
  await app.register(import('./routes.js'), options);
};
