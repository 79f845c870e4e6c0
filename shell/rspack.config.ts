import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../rspack.base';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  name: 'shell',
  dir,
  port: Number(process.env.PORT ?? 8080),
  favicon: 'favicon.svg',
  runtimePlugins: [path.join(dir, 'src/federation/retry-plugin.ts'), path.join(dir, 'src/federation/fallback-plugin.ts')],
});
