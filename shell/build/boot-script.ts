/**
 * The build of the boot script of prerendered pages (shell/src/boot/boot-on-intent.ts): one file,
 * no runtime and no chunks, minified, that the shell server inlines into each prerendered page and
 * allows by its hash. It builds beside the app, after it, so the app's clean of the dist folder
 * never removes it.
 */
import type { Configuration } from '@rspack/core';
import { BOOT_SCRIPT_FILE } from '../server/boot-script-file';

export function bootScriptConfig(shellDir: string, outputPath: string, dependsOn: readonly string[] = []): Configuration {
  return {
    name: 'boot-script',
    dependencies: [...dependsOn],
    mode: 'production',
    context: shellDir,
    target: ['web', 'es2022'],
    entry: { boot: './src/boot/boot-on-intent.ts' },
    devtool: false,
    output: { path: outputPath, filename: BOOT_SCRIPT_FILE, iife: true, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { runtimeChunk: false, splitChunks: false, minimize: true },
    performance: { hints: false },
  };
}
