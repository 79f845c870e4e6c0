/**
 * Payment sandbox app: a local emulator of the card-payment provider the API talks to (DESIGN §5).
 * For now it only answers `GET /health`; the provider's API, widget and test cards come later.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

export function buildPaymentSandbox(options: { logger?: FastifyServerOptions['logger'] } = {}): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false });
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', service: 'payment-sandbox' };
  });
  return app;
}
