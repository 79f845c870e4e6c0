/** Production server of the mfe_workspace remote: `npm run serve -w mfe-workspace` (env PORT, HOST, DIST_DIR, LOG_LEVEL). */
import { fileURLToPath } from 'node:url';
import { runRemoteServer } from '@stepwise/shared/node/remote-server';

await runRemoteServer({
  name: 'mfe_workspace',
  port: 3005,
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
});
