/**
 * Reads the remotes file (REMOTES_FILE, default shell/config/remotes.json) on every use, so an edit
 * switches a remote version without a restart. The file is tiny; the parse is reused while the text
 * is unchanged.
 *
 * Policy: at start-up the file must be valid (the server refuses to start otherwise). Later, an edit
 * that does not validate, or a missing file, is logged as an error and the last valid version stays
 * in effect: a typo must not take the product down.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { parseRemotesConfig, remoteOrigins, type RemotesConfig } from './remotes-config';

export interface RemotesSnapshot {
  remotes: RemotesConfig;
  /** Origins of absolute remote URLs, for the Content-Security-Policy. */
  origins: string[];
  /** The canonical JSON served at /remotes.json. */
  body: string;
  /** Strong validator of `body`. */
  etag: string;
}

export class RemotesFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
    this.name = 'RemotesFileError';
  }
}

export interface RemotesFileOptions {
  /** Containers the shell proxies under /mfe/<container>/ (relative URLs elsewhere under /mfe/ are rejected). */
  proxiedContainers: readonly string[];
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /**
   * Where each container loads from when the file does not say (its path under /mfe/): the file
   * lists only the remotes deployed elsewhere, and a remote added to apps.manifest.json is served
   * without an edit here.
   */
  defaults?: RemotesConfig;
}

function snapshotOf(remotes: RemotesConfig): RemotesSnapshot {
  const body = JSON.stringify(remotes);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { remotes, origins: remoteOrigins(remotes), body, etag };
}

export class RemotesFile {
  private lastText: string | undefined;
  private lastGood: RemotesSnapshot | undefined;
  private lastRejectedText: string | undefined;

  constructor(
    readonly path: string,
    private readonly options: RemotesFileOptions,
  ) {}

  /**
   * The current configuration. Throws RemotesFileError only while no valid version has ever been
   * read (at start-up).
   */
  async load(): Promise<RemotesSnapshot> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return this.reject(`__unreadable__${reason}`, [`cannot be read (${reason})`]);
    }
    if (text === this.lastText && this.lastGood) return this.lastGood;

    const result = parseRemotesConfig(text, { proxiedContainers: this.options.proxiedContainers });
    if (!result.ok) return this.reject(text, result.errors);

    const changed = this.lastGood !== undefined;
    this.lastText = text;
    this.lastRejectedText = undefined;
    this.lastGood = snapshotOf({ ...this.options.defaults, ...result.remotes });
    if (changed) this.options.log.info({ file: this.path, remotes: result.remotes }, 'remotes file changed');
    return this.lastGood;
  }

  private reject(key: string, problems: string[]): RemotesSnapshot {
    if (!this.lastGood) throw new RemotesFileError(this.path, problems);
    if (key !== this.lastRejectedText) {
      this.lastRejectedText = key;
      this.options.log.error({ file: this.path, problems }, 'remotes file rejected, the last valid version stays in effect');
    }
    return this.lastGood;
  }
}
