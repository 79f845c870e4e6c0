/**
 * Entry point of the payment sandbox (`npm start -w payment-sandbox`).
 * Env: PORT (3010), HOST (127.0.0.1), LOG_LEVEL (info). Self-contained on purpose (no
 * @stepwise/shared): it deploys without the rest of the workspace.
 */
import { buildPaymentSandbox } from './app';

function portFrom(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a TCP port number, got "${raw}"`);
  return port;
}

async function main(): Promise<void> {
  const app = buildPaymentSandbox({ logger: { level: process.env.LOG_LEVEL?.trim() || 'info' } });
  let closing = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port: portFrom(process.env.PORT, 3010), host: process.env.HOST?.trim() || '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(`[payment-sandbox] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
