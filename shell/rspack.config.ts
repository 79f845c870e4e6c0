import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../rspack.base';
import { webFontAssets } from './build/web-font';

const dir = path.dirname(fileURLToPath(import.meta.url));
const webFont = webFontAssets(dir);

export default createAppConfig({
  name: 'shell',
  dir,
  // 8080 is the public origin of the running stack; the development server sits beside it.
  port: Number(process.env.DEV_PORT ?? 8081),
  favicon: 'favicon.svg',
  documentHead: webFont.headHtml,
  copy: webFont.copy,
  runtimePlugins: [path.join(dir, 'src/federation/retry-plugin.ts'), path.join(dir, 'src/federation/fallback-plugin.ts')],
});
