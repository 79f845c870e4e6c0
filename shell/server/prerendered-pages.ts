/**
 * The public pages rendered at build time (scripts/prerender.mjs): one file in the shell's dist
 * folder, `.prerendered.json` (a dotfile, so it is never served as an asset), holding each page's
 * `#root` markup and the styles it needs, by language and route name. Re-read when the file or the
 * boot script beside it changes (a new build); while either is missing or unreadable every page is
 * served without markup, as before.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  PRERENDERED_ROUTE_ATTRIBUTE,
  PRERENDERED_STATE_ELEMENT_ID,
  isPrerenderedState,
  type Locale,
  type PrerenderedState,
  type RouteName,
} from '@stepwise/shared';
import { bootOnIntent, bootScriptFile, readBootScript, type BootScript } from './boot-on-intent';
import type { PreloadLink } from './document-head';
import { escapeHtml } from './html-escape';

export const PRERENDERED_FILE = '.prerendered.json';

export interface PrerenderedPage {
  /** Inner HTML of `#root`: React's server rendering of the page, hydration markers included. */
  html: string;
  /** The CSS rules the page's styles had inserted (emotion keeps them in the CSSOM, not in text). */
  css: string;
  /** Ids of the emotion styles among those rules: the browser does not insert them again. */
  styleIds: string[];
  /** The store state the page was rendered from; the browser hydrates from the same. */
  state: PrerenderedState;
  /** Same-origin paths of the script files the page loaded: fetched together when the app starts. */
  scripts: string[];
}

export interface PrerenderedFile {
  /** Identifies the builds the markup came from; the client sees it on `#root`. */
  build: string;
  pages: Partial<Record<Locale, Partial<Record<RouteName, PrerenderedPage>>>>;
  /** Same-origin paths of the script files each application page's screen loaded (not prerendered pages). */
  screens?: Partial<Record<Locale, Partial<Record<RouteName, string[]>>>>;
}

/** A page as the server keeps it between requests. */
export interface ServedPage extends PrerenderedPage {
  build: string;
  /** `state` as it goes into the document, serialised once when the file is read. */
  stateJson: string;
  /** The boot script of the same build: it starts the app on the visitor's first activity. */
  boot: BootScript;
}

export function servedPage(page: PrerenderedPage, build: string, boot: BootScript): ServedPage {
  return { ...page, build, boot, stateJson: jsonInHtml(page.state) };
}

export type PrerenderedLookup = ((route: RouteName, locale: Locale) => ServedPage | undefined) & {
  /**
   * The shell's own script files every prerendered page of a language loaded (its catalogues
   * included): what the app needs to start on any page, so an application page can request them
   * together with the shell's entry.
   */
  startScripts?: Partial<Record<Locale, readonly string[]>>;
  /** The script files an application page's screen loaded when the build opened it (sign-in, …). */
  screenScripts?: (route: RouteName, locale: Locale) => readonly string[];
};

const NONE: PrerenderedLookup = () => undefined;

/** The shell's files (a remote's are served under /mfe/) found in every page's list, in the first page's order. */
function commonShellScripts(pages: readonly PrerenderedPage[]): string[] {
  if (pages.length === 0) return [];
  const [first, ...others] = pages;
  return first.scripts.filter((script) => !script.startsWith('/mfe/') && others.every((page) => page.scripts.includes(script)));
}

function isScriptList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((path) => typeof path === 'string' && /^\/[\w\-./]+\.js$/.test(path));
}

function isPage(value: unknown): value is PrerenderedPage {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as PrerenderedPage;
  return (
    typeof page.html === 'string' &&
    typeof page.css === 'string' &&
    Array.isArray(page.styleIds) &&
    page.styleIds.every((id) => typeof id === 'string' && /^[\w-]+$/.test(id)) &&
    isScriptList(page.scripts) &&
    isPrerenderedState(page.state)
  );
}

/**
 * Validates the file's content once, when it is read; anything malformed is dropped rather than
 * served. Requests then only look pages up.
 */
export function parsePrerendered(text: string, boot: BootScript): PrerenderedLookup {
  const data = JSON.parse(text) as Partial<PrerenderedFile>;
  if (typeof data.build !== 'string' || typeof data.pages !== 'object' || data.pages === null) throw new Error('not a prerendered pages file');
  const build = data.build;
  const valid = new Map<string, ServedPage>();
  for (const [locale, byRoute] of Object.entries(data.pages)) {
    for (const [route, page] of Object.entries(byRoute ?? {})) {
      if (isPage(page) && page.html.trim() !== '') valid.set(`${locale} ${route}`, servedPage(page, build, boot));
    }
  }
  const screens = new Map<string, readonly string[]>();
  for (const [locale, byRoute] of Object.entries(data.screens ?? {})) {
    for (const [route, scripts] of Object.entries(byRoute ?? {})) {
      if (isScriptList(scripts)) screens.set(`${locale} ${route}`, scripts);
    }
  }
  const lookup: PrerenderedLookup = (route, locale) => valid.get(`${locale} ${route}`);
  lookup.screenScripts = (route, locale) => screens.get(`${locale} ${route}`) ?? [];
  lookup.startScripts = Object.fromEntries(
    Object.keys(data.pages).map((locale) => [locale, commonShellScripts([...valid.values()].filter((page) => page.state.locale === locale))]),
  );
  return lookup;
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
    const boot = await stat(bootScriptFile(this.distDir)).catch(() => null);
    version += boot ? ` ${boot.mtimeMs}:${boot.size}:${boot.ino}` : ' without boot script';
    if (version !== this.version) {
      this.version = version;
      this.lookup = this.read();
    }
    return this.lookup;
  }

  private async read(): Promise<PrerenderedLookup> {
    try {
      const [text, boot] = await Promise.all([readFile(this.file, 'utf8'), readBootScript(this.distDir)]);
      return parsePrerendered(text, boot);
    } catch (error) {
      this.log?.warn({ file: this.file, error: error instanceof Error ? error.message : String(error) }, 'prerendered pages ignored');
      return NONE;
    }
  }
}

/**
 * Puts a prerendered page into the document: its markup inside `#root` (marked with the route, so
 * the client hydrates it), its styles at the end of head (tagged so emotion knows them), the state
 * it was rendered from, and the boot script in place of the app's scripts (the app starts at the
 * visitor's first activity, requesting the files the page recorded and `remote`, the entry of the
 * remote that owns it). The "needs JavaScript" notice goes: the page reads without it.
 */
export function injectPrerendered(
  document: string,
  page: ServedPage,
  route: RouteName,
  locale: Locale,
  { session = false, remote = [] }: { session?: boolean; remote?: readonly PreloadLink[] } = {},
): string {
  const root = /<div id="root"><\/div>/i;
  if (!root.test(document)) return document;
  const marker = `${PRERENDERED_ROUTE_ATTRIBUTE}="${route}" data-prerendered-locale="${locale}" data-prerendered-build="${escapeHtml(page.build)}"`;
  const styleTag = page.styleIds.length > 0 ? `<style data-emotion="css ${page.styleIds.join(' ')}" data-prerendered>` : '<style data-prerendered>';
  const state = `<script type="application/json" id="${PRERENDERED_STATE_ELEMENT_ID}">${page.stateJson}</script>`;
  return bootOnIntent(
    document
      .replace(/<\/head>/i, () => `${styleTag}${escapeStyle(page.css)}</style></head>`)
      .replace(root, () => `<div id="root" ${marker}>${page.html}</div>${state}`)
      .replace(/<noscript>[\s\S]*?<\/noscript>/i, ''),
    page.boot,
    { preload: [...remote.map((link) => link.href), ...page.scripts], session },
  );
}

/** A `</style` inside the CSS would end the element early. */
function escapeStyle(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/** JSON that cannot end its `<script>` element or open a comment inside it. */
function jsonInHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
