/**
 * The shell's built index.html, kept in memory and re-read when the file changes on disk (a
 * redeploy of the shell's files, or `rspack build --watch`). If the file vanishes while the server
 * runs, the last version read keeps being served.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export class ShellTemplate {
  private text: string | undefined;
  private version = '';

  constructor(readonly distDir: string) {}

  get file(): string {
    return join(this.distDir, 'index.html');
  }

  /** Reads the template; throws when it has never been readable (shell not built). */
  async load(): Promise<string> {
    try {
      const info = await stat(this.file);
      const version = `${info.mtimeMs}:${info.size}:${info.ino}`;
      if (this.text === undefined || version !== this.version) {
        this.text = await readFile(this.file, 'utf8');
        this.version = version;
      }
    } catch (error) {
      if (this.text === undefined) {
        throw new Error(
          `the shell is not built: ${this.file} cannot be read (${error instanceof Error ? error.message : String(error)}). ` +
            'Build it first: npm run build -w shell (or set SHELL_DIST).',
          { cause: error },
        );
      }
    }
    return this.text;
  }
}
