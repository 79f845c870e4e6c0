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
 * The script is inline (no extra request before anything can start) and allowed by its hash in the
 * Content-Security-Policy; its settings come from data attributes so the text, and so the hash,
 * never changes.
 */
import { createHash } from 'node:crypto';
import { SESSION_PENDING_ATTRIBUTE, TOKEN_STORAGE_KEY } from '@stepwise/shared';
import { escapeHtml } from './html-escape';

export const BOOT_ELEMENT_ID = 'stepwise-boot';

const SOURCE = `(function () {
  'use strict';
  var config = document.getElementById('${BOOT_ELEMENT_ID}');
  if (!config || window.stepwiseBoot) return;
  var scripts = (config.getAttribute('data-scripts') || '').split(' ').filter(Boolean);
  var preload = (config.getAttribute('data-preload') || '').split(' ').filter(function (href) { return href && scripts.indexOf(href) === -1; });
  var intent = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  var passive = { capture: true, passive: true };
  var held = [];
  var holding = true;
  var started = false;
  var IDLE_FETCH = 'data-idle-fetch';

  function start() {
    if (started) return;
    started = true;
    intent.forEach(function (type) { window.removeEventListener(type, start, passive); });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      script.onerror = fail;
      document.head.appendChild(script);
    });
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('href', href);
      document.head.appendChild(link);
    });
  }

  function savingData() {
    var connection = navigator.connection;
    return !!connection && (connection.saveData === true || /2g$/.test(connection.effectiveType || ''));
  }

  function fetchWhenIdle() {
    if (started || savingData()) {
      config.setAttribute(IDLE_FETCH, 'skipped');
      return;
    }
    var files = scripts.concat(preload);
    var pending = files.length;
    function settled() {
      pending -= 1;
      if (pending === 0) config.setAttribute(IDLE_FETCH, 'done');
    }
    if (pending === 0) config.setAttribute(IDLE_FETCH, 'done');
    files.forEach(function (href) {
      var link = document.createElement('link');
      link.setAttribute('rel', 'prefetch');
      link.setAttribute('as', 'script');
      link.setAttribute('href', href);
      link.onload = settled;
      link.onerror = settled;
      document.head.appendChild(link);
    });
  }

  function whenIdle() {
    if (window.requestIdleCallback) window.requestIdleCallback(fetchWhenIdle, { timeout: 2000 });
    else setTimeout(fetchWhenIdle, 0);
  }

  function holdable(control) {
    if (!control) return false;
    if (control.tagName === 'LABEL') return holdable(control.control);
    if (control.tagName === 'INPUT') return /^(checkbox|radio|submit|reset|button|image)$/.test(control.type);
    return true;
  }

  function hold(event) {
    if (!holding) return;
    if (event.type === 'submit') {
      held.push({ type: 'submit', target: event.target, submitter: event.submitter || null });
    } else {
      var target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest('a[href]')) return;
      var control = target.closest('button, [role="button"], summary, input, label');
      if (!holdable(control)) return;
      held.push({ type: 'click', target: control });
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    start();
  }

  function release() {
    holding = false;
    window.removeEventListener('click', hold, true);
    window.removeEventListener('submit', hold, true);
    var list = held;
    held = [];
    return list;
  }

  function fail() {
    document.documentElement.removeAttribute('${SESSION_PENDING_ATTRIBUTE}');
    release();
  }

  function signedIn() {
    if (config.hasAttribute('data-session')) return true;
    try {
      return !!window.localStorage.getItem(config.getAttribute('data-session-key'));
    } catch (error) {
      return false;
    }
  }

  var boot = { release: release };
  var analytics = document.querySelector('meta[name="stepwise:analytics"]');
  var route = document.getElementById('root');
  if (analytics && analytics.getAttribute('content') === 'datalayer' && route) {
    boot.routeReported = window.location.pathname;
    setTimeout(function () {
      (window.dataLayer = window.dataLayer || []).push({ event: 'route', path: boot.routeReported, route: route.getAttribute('data-prerendered'), lang: document.documentElement.lang });
    }, 250);
  }
  window.stepwiseBoot = boot;
  window.addEventListener('click', hold, true);
  window.addEventListener('submit', hold, true);
  if (signedIn()) {
    document.documentElement.setAttribute('${SESSION_PENDING_ATTRIBUTE}', '');
    start();
  }
  else {
    intent.forEach(function (type) { window.addEventListener(type, start, passive); });
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }
})();`;

/** The script as sent: indentation dropped, nothing else touched. */
export const BOOT_ON_INTENT_SCRIPT = SOURCE.split('\n')
  .map((line) => line.trim())
  .filter(Boolean)
  .join('\n');

/** The CSP source that allows exactly this script. */
export const BOOT_ON_INTENT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_ON_INTENT_SCRIPT).digest('base64')}'`;

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
export function bootOnIntent(document: string, { preload = [], session = false }: BootOptions = {}): string {
  const scripts: string[] = [];
  const withoutScripts = document.replace(APP_SCRIPT, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  if (scripts.length === 0) return document;
  const element =
    `<script id="${BOOT_ELEMENT_ID}" data-scripts="${escapeHtml(scripts.join(' '))}" ` +
    `data-session-key="${escapeHtml(TOKEN_STORAGE_KEY)}"` +
    (session ? ' data-session' : '') +
    (preload.length > 0 ? ` data-preload="${escapeHtml(preload.join(' '))}"` : '') +
    `>${BOOT_ON_INTENT_SCRIPT}</script>`;
  return withoutScripts.replace(/<\/body>/i, () => `${element}</body>`);
}
