import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { App } from './app.js';
import { billingDeps } from './modules/billing/index.js';
import { handleFrameworkError, registerErrorHandling } from './errors/error-handler.js';
import { operatorRoutes } from './modules/operator/index.js';

/**
 * The operator listener: the operator routes (/api/operator/…) on an app of their own, which the
 * server binds to OPERATOR_HOST:OPERATOR_PORT (loopback by default), apart from the public API, so
 * the public origin's proxy cannot reach them. It acts through the public app's database, provider,
 * mailer and clock. Undefined without OPERATOR_TOKEN: then there is no operator listener at all.
 */
export async function buildOperatorApp(app: App, options: { logStream?: NodeJS.WritableStream } = {}): Promise<FastifyInstance | undefined> {
  const token = app.config.operatorToken;
  if (!token) return undefined;
  const operator = Fastify({
    logger: { level: app.config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    frameworkErrors: handleFrameworkError,
  });
  operator.setValidatorCompiler(TypeBoxValidatorCompiler);
  registerErrorHandling(operator);
  operator.get('/health', async () => ({ status: 'ok', service: 'operator' }));
  await operator.register(operatorRoutes, { prefix: '/api/operator', deps: billingDeps(app), token });
  await operator.ready();
  return operator;
}
