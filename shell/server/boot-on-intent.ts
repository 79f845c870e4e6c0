/**
 * How a prerendered public page starts the app: not at load, but at the visitor's first sign of
 * activity (a pointer or touch, a key, focus, a wheel or scroll). Until then the page is the HTML
 * the server sent: it reads, its links are ordinary links, and no script competes with its first
 * paint. A visitor with a session starts the app at once (their header differs from a guest's),
 * and the guest actions of the markup are hidden until the app knows who they are. A session is
 * a token in the app's storage, or the HttpOnly token cookie the server saw on the request (scripts
 * cannot read it: the server marks the page instead).
 *
 * A click on a control (a button, a checkbox, a `<summary>`) or a form submission that comes
 * before the app is live is held and handed to the app, which performs it again on the same
 * element once the page is hydrated (shell/src/boot/held-interactions.ts). Links are never held.
 * If the app's script cannot load, nothing is held any more and the page stays as it is. The script
 * files the page is known to need (recorded when it was prerendered, and its remote's entry) are
 * requested together when the app starts, instead of each one only once the one before it has run;
 * the shell's entry goes first, as everything else waits for it to run.
 *
 * Once the page has loaded and the browser is idle, those same files are fetched into the cache
 * (`rel=prefetch`, the lowest priority), not run: a visitor who reads before acting finds the app
 * already downloaded, and the first activity costs only the time to run it. Nothing is fetched
 * ahead when the browser asks to save data or the connection is 2G. The boot element's
 * `data-idle-fetch` says how that went: `done`, or `skipped` (saving data, or the app started first).
 *
 * With the data-layer analytics sink configured, the page view (the route event, 250 ms after the
 * page is shown) is reported here, for every visitor, and the app does not report it again.
 *
 * The script (shell/src/boot/boot-on-intent.ts) is built by the shell's bundler into the dist folder
 * (shell/build/boot-script.ts), read from there with the prerendered pages, and sent inline (no
 * extra request before anything can start), allowed by its hash in the Content-Security-Policy; its
 * settings come from data attributes so the text, and so the hash, is the same on every page.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BOOT_ELEMENT_ID,
  BOOT_PRELOAD_ATTRIBUTE,
  BOOT_SCRIPTS_ATTRIBUTE,
  BOOT_SESSION_ATTRIBUTE,
  BOOT_SESSION_KEY_ATTRIBUTE,
  TOKEN_STORAGE_KEY,
} from '@stepwise/shared';
import { BOOT_SCRIPT_FILE } from './boot-script-file';
import { escapeHtml } from './html-escape';

/** The built boot script and the CSP source that allows exactly it. */
export interface BootScript {
  text: string;
  cspSource: string;
}

/** Takes the bundler's output as it is sent; refuses a text that would end its element early. */
export function bootScript(built: string): BootScript {
  const text = built.trim();
  if (text === '' || /<\/script/i.test(text)) throw new Error('not a boot script that can go inline');
  return { text, cspSource: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}

/** The file the shell's build put in its dist folder. */
export function bootScriptFile(distDir: string): string {
  return join(distDir, BOOT_SCRIPT_FILE);
}

export async function readBootScript(distDir: string): Promise<BootScript> {
  return bootScript(await readFile(bootScriptFile(distDir), 'utf8'));
}

/** The deferred app scripts the shell's build put in the document head. */
const APP_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/gi;

export interface BootOptions {
  /** Further script files to request as the app starts. */
  preload?: readonly string[];
  /** The request carried the session cookie: the app starts at once. */
  session?: boolean;
}

/**
 * Replaces the app's deferred scripts with the boot script at the end of the body. Returns the
 * document unchanged when it has no such script.
 */
export function bootOnIntent(document: string, script: BootScript, { preload = [], session = false }: BootOptions = {}): string {
  const scripts: string[] = [];
  const withoutScripts = document.replace(APP_SCRIPT, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  if (scripts.length === 0) return document;
  const element =
    `<script id="${BOOT_ELEMENT_ID}" ${BOOT_SCRIPTS_ATTRIBUTE}="${escapeHtml(scripts.join(' '))}" ` +
    `${BOOT_SESSION_KEY_ATTRIBUTE}="${escapeHtml(TOKEN_STORAGE_KEY)}"` +
    (session ? ` ${BOOT_SESSION_ATTRIBUTE}` : '') +
    (preload.length > 0 ? ` ${BOOT_PRELOAD_ATTRIBUTE}="${escapeHtml(preload.join(' '))}"` : '') +
    `>${script.text}</script>`;
  return withoutScripts.replace(/<\/body>/i, () => `${element}</body>`);
}
