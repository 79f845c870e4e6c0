/**
 * The public pages rendered at build time (scripts/prerender.mjs): one file in the shell's dist
 * folder, `.prerendered.json` (a dotfile, so it is never served as an asset), holding each page's
 * `#root` markup and the styles it needs, by language and route name. Re-read when the file changes
 * (a new build); while it is missing or unreadable every page is served without markup, as before.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale, RouteName } from '@stepwise/shared';
import { escapeHtml } from './html-escape';

export const PRERENDERED_FILE = '.prerendered.json';

export interface PrerenderedPage {
  /** Inner HTML of `#root` once the page had rendered its content. */
  html: string;
  /** The CSS rules the page's styles had inserted (emotion keeps them in the CSSOM, not in text). */
  css: string;
}

export interface PrerenderedFile {
  /** Identifies the builds the markup came from; the client sees it on `#root`. */
  build: string;
  pages: Partial<Record<Locale, Partial<Record<RouteName, PrerenderedPage>>>>;
}

export type PrerenderedLookup = (route: RouteName, locale: Locale) => (PrerenderedPage & { build: string }) | undefined;

const NONE: PrerenderedLookup = () => undefined;

function isPage(value: unknown): value is PrerenderedPage {
  return typeof value === 'object' && value !== null && typeof (value as PrerenderedPage).html === 'string' && typeof (value as PrerenderedPage).css === 'string';
}

/** Validates the file's content; anything malformed is dropped rather than served. */
export function parsePrerendered(text: string): PrerenderedLookup {
  const data = JSON.parse(text) as Partial<PrerenderedFile>;
  if (typeof data.build !== 'string' || typeof data.pages !== 'object' || data.pages === null) throw new Error('not a prerendered pages file');
  const build = data.build;
  const pages = data.pages;
  return (route, locale) => {
    const page = pages[locale]?.[route];
    return isPage(page) && page.html.trim() !== '' ? { html: page.html, css: page.css, build } : undefined;
  };
}

export class PrerenderedPages {
  private version = '';
  /** The lookup of `version`; requests arriving while it is read wait for the same read. */
  private lookup: Promise<PrerenderedLookup> = Promise.resolve(NONE);

  constructor(
    readonly distDir: string,
    private readonly log?: { warn: (details: object, message: string) => void },
  ) {}

  get file(): string {
    return join(this.distDir, PRERENDERED_FILE);
  }

  async load(): Promise<PrerenderedLookup> {
    let version: string;
    try {
      const info = await stat(this.file);
      version = `${info.mtimeMs}:${info.size}:${info.ino}`;
    } catch {
      this.version = '';
      this.lookup = Promise.resolve(NONE);
      return NONE;
    }
    if (version !== this.version) {
      this.version = version;
      this.lookup = this.read();
    }
    return this.lookup;
  }

  private async read(): Promise<PrerenderedLookup> {
    try {
      return parsePrerendered(await readFile(this.file, 'utf8'));
    } catch (error) {
      this.log?.warn({ file: this.file, error: error instanceof Error ? error.message : String(error) }, 'prerendered pages ignored');
      return NONE;
    }
  }
}

/**
 * Puts a prerendered page into the document: its markup inside `#root` (marked, so the client
 * knows to take it over rather than render into it) and its styles at the end of head. The
 * "needs JavaScript" notice goes: the page reads without it.
 */
export function injectPrerendered(document: string, page: PrerenderedPage & { build: string }, route: RouteName, locale: Locale): string {
  const root = /<div id="root"><\/div>/i;
  if (!root.test(document)) return document;
  const marker = `data-prerendered="${route}" data-prerendered-locale="${locale}" data-prerendered-build="${escapeHtml(page.build)}"`;
  return document
    .replace(/<\/head>/i, () => `<style data-prerendered>${escapeStyle(page.css)}</style></head>`)
    .replace(root, () => `<div id="root" ${marker}>${page.html}</div>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/i, '');
}

/** A `</style` inside the CSS would end the element early. */
function escapeStyle(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}
