import { buildApp, type App } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { buildOperatorApp } from './operator-app.js';
import { consoleGuardLog, installProcessGuards } from './process-guards.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** After an uncaught exception the process exits within this, closed or not. */
const CRASH_SHUTDOWN_TIMEOUT_MS = 3_000;

let closeAll: () => Promise<void> = async () => {};
const guards = installProcessGuards(consoleGuardLog, () => {
  // Releases the embedded database's directory and open connections if it can, but never waits long.
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, CRASH_SHUTDOWN_TIMEOUT_MS).unref());
  return Promise.race([closeAll(), timeout]);
});

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

/** Seeds the demo workspace (once) and says how to sign in to it; a failure is reported, the API starts all the same. */
async function seedDemo(app: App): Promise<void> {
  try {
    // Loaded only here: production never loads the demo module.
    const started = Date.now();
    const { seedDemoWorkspace } = await import('./modules/demo/index.js');
    const demo = await seedDemoWorkspace(app);
    const how = demo.created ? `created in ${((Date.now() - started) / 1000).toFixed(1)} s` : 'ready';
    console.log(`Demo workspace ${how}: sign in at ${app.config.publicUrl}/login as ${demo.email} / ${demo.password}`);
  } catch (error) {
    app.log.error({ err: error }, 'the demo workspace could not be seeded');
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await buildApp(config);
  guards.useLog(app.log);
  closeAll = () => app.close();
  if (config.demoWorkspace) await seedDemo(app);
  const operator = await buildOperatorApp(app);
  // The operator listener stops first: nothing confirms a transfer while the database closes.
  closeAll = async () => {
    await operator?.close();
    await app.close();
  };

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
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
  // Sends the mail outbox and runs scheduled jobs (renewals, reconciliation …) until the app closes.
  app.jobs.start();
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
