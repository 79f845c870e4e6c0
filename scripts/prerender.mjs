#!/usr/bin/env node
// Renders every public page in both languages into HTML at build time, so the shell server can send
// each page with its content already in it (shell/server/prerendered-pages.ts) and search engines,
// link previews and visitors without JavaScript read the page itself.
//
// It starts the built stack on free ports (API on a throw-away database), opens each page of
// shell/server/prerender-targets.ts in one headless Chromium, several at a time, waits until the
// page has settled (a heading, no loading placeholder, no data pending), and then has the page
// render itself with React's server renderer (shell/src/prerender/render-static-page.tsx): that
// markup, the store state it came from and the CSS rules the page inserted are kept. The browser
// hydrates the markup from the same state (shell/src/boot/hydrate-prerendered-page.tsx). Everything lands in one file,
// shell/dist/.prerendered.json, stamped with the builds it came from; when those did not change, the
// step is skipped.
//
// Usage: node scripts/prerender.mjs [--force] [--verbose]    (after node scripts/build.mjs, which also runs it)
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTargets, readAppsManifest } from './apps-manifest.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './ensure-chromium.mjs';
import { startStack } from './stack.mjs';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const OUTPUT = join(ROOT, 'shell', 'dist', '.prerendered.json');
/** The apps whose builds make up the pages. */
const APPS = buildTargets(readAppsManifest()).map((target) => target.name);
const PAGE_TIMEOUT_MS = 30_000;
/** Same flags as the end-to-end tests (DESIGN §2). */

/** Hash of the build stamps of every app and of this script; undefined while an app is not built. */
export function buildsHash() {
  const hash = createHash('sha256');
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  for (const app of APPS) {
    const stamp = join(ROOT, app, 'dist', '.build-stamp');
    if (!existsSync(stamp)) return undefined;
    hash.update(`${app}:${JSON.parse(readFileSync(stamp, 'utf8')).hash}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** Whether the prerendered pages on disk come from the current builds. */
export function prerenderIsCurrent() {
  const build = buildsHash();
  return build !== undefined && currentBuild() === build;
}

function currentBuild() {
  try {
    return JSON.parse(readFileSync(OUTPUT, 'utf8')).build;
  } catch {
    return undefined;
  }
}

/** Runs in the page: its content is in (a heading, no loading placeholder, no data pending). */
function pageSettled() {
  const root = document.getElementById('root');
  return Boolean(root?.querySelector('h1')) && !root.querySelector('[role="status"][aria-label], [aria-busy="true"]');
}

/**
 * Runs in the page: React's server rendering of the page (the markup `hydrateRoot` expects), the
 * state it was rendered from, the CSS rules in effect (emotion inserts them into the CSSOM, not as
 * text), and the script files the page loaded from its own origin (the boot script fetches them all
 * at once instead of one after the other).
 */
async function capturePage() {
  const rules = new Set();
  for (const sheet of document.styleSheets) {
    let list;
    try {
      list = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of list) rules.add(rule.cssText);
  }
  const { html, state, styleIds } = await window.stepwiseRenderStatic();
  return { html, state, styleIds, css: [...rules].join('\n') };
}

/** Runs in the page: the script files it loaded from its own origin, each once, in the order they started. */
function sameOriginScripts() {
  // Code the page does not need when hydrated from its HTML (a part waiting for the visitor, what only
  // a visit started in the app uses) is marked when it starts loading (mfe-marketing's
  // common/deferred-loading.ts): the files requested from then on are left out.
  const deferredFrom = Math.min(Infinity, ...performance.getEntriesByName('stepwise:deferred-part-loading').map((mark) => mark.startTime));
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.initiatorType === 'script' && entry.startTime < deferredFrom)
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js') && !url.search)
    .map((url) => url.pathname);
  return [...new Set(scripts)];
}

/** What makes captured markup unusable: a part React could not render, or more or less than one h1. */
export function problemsOf(html) {
  const problems = [];
  // <!--$!--> marks a boundary that failed on the server and <!--$?--> one still pending: the client would render those afresh.
  if (html.includes('<!--$!-->')) problems.push('a part of the page failed to render');
  if (html.includes('<!--$?-->')) problems.push('a part of the page was still loading');
  if (/<script[\s>]/i.test(html)) problems.push('the markup carries a script (a part React would fill in later)');
  const headings = (html.match(/<h1[\s>]/g) ?? []).length;
  if (headings !== 1) problems.push(`expected one h1, found ${headings}`);
  return problems;
}

/** A fresh browser context of a visitor without a session who chose the target's language. */
async function visitorContext(browser, origin, target) {
  const context = await browser.newContext({ locale: target.locale === 'en' ? 'en-US' : 'ru-RU', viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'sw_language', value: target.locale, url: origin }]);
  return context;
}

async function renderOne(browser, origin, target) {
  const context = await visitorContext(browser, origin, target);
  try {
    // Asks the shell for its static renderer (shell/src/prerender/expose-static-rendering.ts).
    await context.addInitScript(() => {
      window.stepwisePrerenderRequested = true;
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(origin + target.path, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    if (response?.status() !== 200) throw new Error(`HTTP ${response?.status()}`);
    await page.waitForFunction(pageSettled, undefined, { timeout: PAGE_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    if (!(await page.evaluate(pageSettled))) throw new Error('the page went back to loading');
    await page.waitForFunction(() => typeof window.stepwiseRenderStatic === 'function', undefined, { timeout: PAGE_TIMEOUT_MS });
    const scripts = await page.evaluate(sameOriginScripts);
    const captured = await page.evaluate(capturePage);
    const problems = problemsOf(captured.html);
    if (problems.length > 0) throw new Error(problems.join('; '));
    if (errors.length > 0) throw new Error(`script errors: ${errors.join('; ')}`);
    return { ...captured, scripts };
  } finally {
    await context.close();
  }
}

/**
 * Opens an application page (not prerendered) as a visitor without a session and records the script
 * files its screen loaded: the server preloads them with the page, instead of the shell asking for
 * them one round trip after another. Null when the page sent the visitor elsewhere or failed.
 */
async function recordScreenScripts(browser, origin, target) {
  const context = await visitorContext(browser, origin, target);
  try {
    const page = await context.newPage();
    const response = await page.goto(origin + target.path, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    if (response?.status() !== 200) return null;
    await page.locator('#root h1').first().waitFor({ timeout: PAGE_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS });
    if (new URL(page.url()).pathname !== target.path) return null;
    return await page.evaluate(sameOriginScripts);
  } catch {
    return null;
  } finally {
    await context.close();
  }
}

async function loadTargets() {
  const { tsImport } = await import('tsx/esm/api');
  const module = await tsImport('../shell/server/prerender-targets.ts', import.meta.url);
  return { targets: module.prerenderTargets(), screenTargets: module.screenScriptTargets() };
}

/**
 * Prerenders when the builds changed (or `force`). Resolves to
 * { status: 'built' | 'skipped' | 'failed', ms, reason, pages }.
 */
export async function prerender({ force = false, verbose = false, concurrency = Math.max(2, availableParallelism()), log = console.log } = {}) {
  const started = Date.now();
  const build = buildsHash();
  if (!build) return { status: 'failed', ms: 0, reason: 'not every app is built' };
  if (!force && currentBuild() === build) return { status: 'skipped', ms: 0, reason: 'up to date' };
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) return { status: 'skipped', ms: 0, reason: `no Chromium at ${executablePath}; pages are served without prerendered markup` };

  // The stack must serve plain pages, not the markup of a previous run.
  rmSync(OUTPUT, { force: true });
  const [{ targets, screenTargets }, { chromium }] = await Promise.all([loadTargets(), import('playwright-core')]);
  const logDir = mkdtempSync(join(tmpdir(), 'stepwise-prerender-'));
  const [stack, browser] = await Promise.all([
    startStack({ ports: 'free', databaseUrl: 'memory://', logDir, env: { LOG_LEVEL: 'warn' } }),
    chromium.launch({ executablePath, args: CHROMIUM_ARGS }),
  ]);
  const stackMs = Date.now() - started;
  const pages = {};
  const screens = {};
  const failures = [];
  try {
    const queue = [...targets, ...screenTargets.map((target) => ({ ...target, screenOnly: true }))];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let target = queue.shift(); target; target = queue.shift()) {
          if (target.screenOnly) {
            const scripts = await recordScreenScripts(browser, stack.urls.public, target);
            if (scripts) (screens[target.locale] ??= {})[target.route] = scripts;
            else if (verbose) log(`[prerender] ${target.locale} ${target.path}: its screen's files were not recorded`);
            continue;
          }
          try {
            const pageStarted = Date.now();
            const page = await renderOne(browser, stack.urls.public, target);
            if (verbose) log(`[prerender] ${target.locale} ${target.path}: ${Date.now() - pageStarted} ms`);
            (pages[target.locale] ??= {})[target.route] = page;
          } catch (error) {
            failures.push(`${target.locale} ${target.path}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          }
        }
      }),
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
  const ms = Date.now() - started;
  if (failures.length > 0) {
    for (const failure of failures) log(`[prerender] ${failure}`);
    log(`[prerender] service logs: ${logDir}`);
    return { status: 'failed', ms, reason: `${failures.length} page(s) could not be rendered` };
  }
  rmSync(logDir, { recursive: true, force: true });
  const temporary = `${OUTPUT}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ build, pages, screens }));
  renameSync(temporary, OUTPUT);
  return { status: 'built', ms, reason: `${targets.length} pages; stack ready in ${(stackMs / 1000).toFixed(1)} s`, pages: targets.length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await prerender({ force: process.argv.includes('--force'), verbose: process.argv.includes('--verbose') });
  console.log(`[prerender] ${result.status}${result.reason ? ` (${result.reason})` : ''} in ${(result.ms / 1000).toFixed(1)} s`);
  process.exitCode = result.status === 'failed' ? 1 : 0;
}
