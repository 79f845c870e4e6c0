/** Production server of the mfe_auth remote: `npm run serve -w mfe-auth` (env PORT, HOST, DIST_DIR, LOG_LEVEL). */
import { fileURLToPath } from 'node:url';
import { runRemoteServer } from '@stepwise/shared/node/remote-server';

await runRemoteServer({
  name: 'mfe_auth',
  port: 3002,
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
});
