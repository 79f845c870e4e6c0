import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../rspack.base';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  name: 'shell',
  dir,
  // 8080 is the public origin of the running stack; the development server sits beside it.
  port: Number(process.env.DEV_PORT ?? 8081),
  favicon: 'favicon.svg',
  runtimePlugins: [path.join(dir, 'src/federation/retry-plugin.ts'), path.join(dir, 'src/federation/fallback-plugin.ts')],
});
