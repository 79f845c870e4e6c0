/**
 * Entry point of the shell server (`npm run serve -w shell`): the public origin of Stepwise.
 * Configuration comes from the environment (see config.ts and docs/operations.md).
 */
import { fileURLToPath } from 'node:url';
import { closeOnSignals } from '@stepwise/shared/node/server-runtime';
import { buildShellServer } from './app';
import { loadShellConfig } from './config';

async function main(): Promise<void> {
  const config = loadShellConfig(process.env, { appDir: fileURLToPath(new URL('..', import.meta.url)) });
  const app = await buildShellServer(config);
  closeOnSignals(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ api: config.apiUrl, remotes: config.remoteUpstreams, remotesFile: config.remotesFile, shellDist: config.shellDist }, 'shell server ready');
}

main().catch((error: unknown) => {
  console.error(`[shell] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
