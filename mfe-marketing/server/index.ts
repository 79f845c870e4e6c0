/** Production server of the mfe_marketing remote: `npm run serve -w mfe-marketing` (env PORT, HOST, DIST_DIR, LOG_LEVEL). */
import { fileURLToPath } from 'node:url';
import { runRemoteServer } from '@stepwise/shared/node/remote-server';

await runRemoteServer({
  name: 'mfe_marketing',
  port: 3001,
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
});
