import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'mfe_marketing',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  port: Number(process.env.PORT ?? 3001),
  exposes: { './routes': './src/routes.ts' },
});
