import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { billingDeps, startRenewalScheduler } from './modules/billing/index.js';
import { paymentsDeps, startReconciliationScheduler } from './modules/payments/index.js';
import { buildOperatorApp } from './operator-app.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await buildApp(config);
  const operator = await buildOperatorApp(app);
  // The operator listener stops first: nothing confirms a transfer while the database closes.
  const closeAll = async () => {
    await operator?.close();
    await app.close();
  };

  let stopRenewals = () => {};
  let stopReconciliation = () => {};
  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    stopRenewals();
    stopReconciliation();
    app.log.info({ signal }, 'shutting down');
    // In-flight requests get a grace period; a stuck one must not keep the process alive forever.
    setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    closeAll().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
    if (operator) {
      await operator.listen({ port: config.operatorPort, host: config.operatorHost });
      app.log.info({ port: config.operatorPort, host: config.operatorHost }, 'operator listener ready');
    }
  } catch (error) {
    // E.g. the port is taken: release the database (and PGlite's directory lock) before exiting.
    await closeAll();
    throw error;
  }
  if (config.renewalIntervalMs > 0) stopRenewals = startRenewalScheduler(billingDeps(app), config.renewalIntervalMs);
  if (config.reconcileIntervalMs > 0) stopReconciliation = startReconciliationScheduler(paymentsDeps(app), config.reconcileIntervalMs);
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
