/** Production server of the mfe_billing remote: `npm run serve -w mfe-billing` (env PORT, HOST, DIST_DIR, LOG_LEVEL). */
import { fileURLToPath } from 'node:url';
import { runRemoteServer } from '@stepwise/shared/node/remote-server';

await runRemoteServer({
  name: 'mfe_billing',
  port: 3004,
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
});
