import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'mfe_auth',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: Number(process.env.PORT ?? 3002),
  exposes: { './routes': './src/routes.ts' },
});
