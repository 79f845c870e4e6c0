/** Production server of the mfe_account remote: `npm run serve -w mfe-account` (env PORT, HOST, DIST_DIR, LOG_LEVEL). */
import { fileURLToPath } from 'node:url';
import { runRemoteServer } from '@stepwise/shared/node/remote-server';

await runRemoteServer({
  name: 'mfe_account',
  port: 3003,
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
});
