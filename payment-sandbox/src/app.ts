/**
 * Payment sandbox app: a local emulator of the card-payment provider the API talks to
 * (docs/payments.md §2): server API, widget with its card form, 3-D Secure challenge, signed
 * notifications with retries, saved-card tokens. State lives in memory.
 */
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { SandboxConfig } from './config';
import { acceptFormBodies } from './http/form-body';
import { createNotifier, type Notifier } from './notifications/notifier';
import { Provider } from './provider/provider';
import { SandboxStore } from './provider/store';
import { serverApiRoutes } from './server-api/server-api-routes';
import { testTokenRoutes } from './server-api/test-token-routes';
import { challengeRoutes } from './three-ds/challenge-routes';
import { widgetRoutes } from './widget/widget-routes';

export interface PaymentSandboxOptions {
  config: Pick<SandboxConfig, 'publicId' | 'apiSecret' | 'notifyUrl' | 'publicUrl' | 'notifyRetryBaseMs' | 'notifyMaxAttempts'>;
  /** The folder of this file (src/): the browser files are read from its feature folders. */
  srcDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the HTTP notifier built from the configuration. */
  notifier?: Notifier;
}

export function buildPaymentSandbox(options: PaymentSandboxOptions): FastifyInstance {
  const { config } = options;
  const app = Fastify({ logger: options.logger ?? false });
  const notifier =
    options.notifier ??
    createNotifier({
      notifyUrl: config.notifyUrl,
      apiSecret: config.apiSecret,
      retryBaseMs: config.notifyRetryBaseMs,
      maxAttempts: config.notifyMaxAttempts,
      log: app.log,
    });
  const store = new SandboxStore();
  const provider = new Provider(store, notifier, config.publicUrl);
  const credentials = { publicId: config.publicId, apiSecret: config.apiSecret };

  acceptFormBodies(app);
  app.addHook('onClose', async () => notifier.close());

  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', service: 'payment-sandbox' };
  });
  app.register(serverApiRoutes, { provider, ...credentials });
  app.register(testTokenRoutes, { store, ...credentials });
  app.register(widgetRoutes, { provider, publicId: config.publicId, publicUrl: config.publicUrl, publicDir: join(options.srcDir, 'widget', 'public') });
  app.register(challengeRoutes, { provider });
  return app;
}
