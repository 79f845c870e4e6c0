import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from '@rspack/core';
import { createAppConfig } from '../rspack.base';
import { bootScriptConfig } from './build/boot-script';
import { webFontAssets } from './build/web-font';

const dir = path.dirname(fileURLToPath(import.meta.url));
const webFont = webFontAssets(dir);

const app = createAppConfig({
  name: 'shell',
  dir,
  // 8080 is the public origin of the running stack; the development server sits beside it.
  port: Number(process.env.DEV_PORT ?? 8081),
  favicon: 'favicon.svg',
  documentHead: webFont.headHtml,
  copy: webFont.copy,
  runtimePlugins: [path.join(dir, 'src/federation/retry-plugin.ts'), path.join(dir, 'src/federation/fallback-plugin.ts')],
});

// The development server renders no prerendered page, so it has no use for the boot script.
export default (env: unknown, argv: { mode?: string } = {}): Configuration | Configuration[] => {
  const shell: Configuration = { ...app(env, argv), name: 'shell' };
  if (argv.mode === 'development') return shell;
  return [shell, bootScriptConfig(dir, shell.output?.path ?? path.join(dir, 'dist'), ['shell'])];
};
