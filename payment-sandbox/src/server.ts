/**
 * Entry point of the payment sandbox (`npm start -w payment-sandbox`): the provider emulator on PORT
 * and, unless INTEGRATOR_PORT is 0, the example integrator page on INTEGRATOR_PORT. Every variable is
 * listed in config.ts and the README; LOG_LEVEL (info) too. Self-contained on purpose (no
 * @stepwise/shared): it deploys without the rest of the workspace.
 */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildPaymentSandbox } from './app';
import { loadSandboxConfig } from './config';
import { buildIntegrator } from './integrator/integrator-app';

async function main(): Promise<void> {
  const config = loadSandboxConfig(process.env);
  const srcDir = fileURLToPath(new URL('.', import.meta.url));
  const logger = { level: process.env.LOG_LEVEL?.trim() || 'info' };
  const apps: FastifyInstance[] = [buildPaymentSandbox({ config, srcDir, logger })];
  if (config.integratorPort !== 0) {
    apps.push(buildIntegrator({ checkoutUrl: config.checkoutUrl, publicDir: fileURLToPath(new URL('./integrator/public', import.meta.url)), logger }));
  }

  let closing = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (closing) process.exit(1);
    closing = true;
    apps[0].log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    Promise.all(apps.map((app) => app.close())).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await apps[0].listen({ port: config.port, host: config.host });
  if (apps[1]) await apps[1].listen({ port: config.integratorPort, host: config.host });
  apps[0].log.info({ publicUrl: config.publicUrl, notifyUrl: config.notifyUrl, checkoutUrl: config.checkoutUrl }, 'payment sandbox ready');
}

main().catch((error: unknown) => {
  console.error(`[payment-sandbox] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
