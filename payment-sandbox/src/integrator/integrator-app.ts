/**
 * The example integrator (a second origin, `INTEGRATOR_PORT`): a page that frames Stepwise's
 * embeddable checkout from `CHECKOUT_URL` and shows what the checkout reports.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sendPage } from '../http/page-headers';
import { serveFiles } from '../http/static-files';
import { renderIntegratorPage } from './integrator-page';

export interface IntegratorOptions {
  checkoutUrl: string;
  /** Folder holding integrator.js and integrator.css. */
  publicDir: string;
  logger?: FastifyServerOptions['logger'];
}

export function buildIntegrator(options: IntegratorOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false });
  const checkoutOrigin = new URL(options.checkoutUrl).origin;
  const page = renderIntegratorPage(checkoutOrigin);

  app.get('/', async (_request, reply) => sendPage(reply, 200, page, { frameAncestors: "'none'", frameSources: [checkoutOrigin] }));
  serveFiles(app, options.publicDir, '', ['integrator.js', 'integrator.css']);
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', service: 'payment-integrator-example' };
  });
  return app;
}
