import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readBootScript, type BootScript } from '../boot-on-intent';

const SHELL_DIR = join(__dirname, '..', '..');

/** Builds the boot script with the shell's bundler configuration into `distDir`, as the shell's build does. */
export async function buildBootScriptInto(distDir: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', join(SHELL_DIR, 'build', 'compile-boot-script.ts'), distDir], { cwd: SHELL_DIR });
}

let built: Promise<BootScript> | undefined;

/** The boot script exactly as the shell's build ships it, built once per test file. */
export function builtBootScript(): Promise<BootScript> {
  built ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stepwise-boot-script-'));
    try {
      await buildBootScriptInto(dir);
      return await readBootScript(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
  return built;
}
