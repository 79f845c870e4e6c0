/**
 * Builds the boot script alone into a folder: `node --import tsx shell/build/compile-boot-script.ts <folder>`.
 * The shell's tests use it to run the very file the build ships.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { bootScriptConfig } from './boot-script';

const outputPath = process.argv[2];
if (!outputPath) throw new Error('usage: compile-boot-script.ts <output folder>');
const shellDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const compiler = rspack(bootScriptConfig(shellDir, path.resolve(outputPath)));
compiler.run((error, stats) => {
  compiler.close(() => undefined);
  if (error || stats?.hasErrors()) {
    console.error(error ?? stats?.toString({ all: false, errors: true }));
    process.exitCode = 1;
  }
});
