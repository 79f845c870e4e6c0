/**
 * The boot script of a prerendered public page, bundled on its own (shell/build/boot-script.ts) and
 * inlined by the shell server (shell/server/boot-on-intent.ts, which says what it does and why).
 * It runs before the app, so it imports nothing but the markers it shares with the server.
 */
import type { HeldInteraction } from '@stepwise/shared';
import {
  ANALYTICS_META_NAME,
  BOOT_ELEMENT_ID,
  BOOT_IDLE_FETCH_ATTRIBUTE,
  BOOT_PRELOAD_ATTRIBUTE,
  BOOT_SCRIPTS_ATTRIBUTE,
  BOOT_SESSION_ATTRIBUTE,
  BOOT_SESSION_KEY_ATTRIBUTE,
  DATA_LAYER_SINK,
  PRERENDERED_ROUTE_ATTRIBUTE,
  SESSION_PENDING_ATTRIBUTE,
} from '@stepwise/shared/boot-markers';

/** What the boot script leaves on `window` for the app. */
export interface BootOnIntent {
  /** Stops holding interactions and hands over those held so far, oldest first. */
  release(): HeldInteraction[];
  /** The path whose route event the boot script reported (analytics on), so the app does not report it twice. */
  routeReported?: string;
}

/** The Network Information API, where the browser has it. */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

declare global {
  interface Window {
    stepwiseBoot?: BootOnIntent;
    dataLayer?: unknown[];
  }
  interface Navigator {
    readonly connection?: NetworkInformation;
  }
}

/** The visitor's first signs of activity. */
const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
const PASSIVE: AddEventListenerOptions = { capture: true, passive: true };
/** Delay of the page view after the page is shown. */
const ROUTE_EVENT_DELAY_MS = 250;

function fileList(config: Element, attribute: string): string[] {
  return (config.getAttribute(attribute) ?? '').split(' ').filter(Boolean);
}

function appendLink(rel: 'preload' | 'prefetch', href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.setAttribute('rel', rel);
  link.setAttribute('as', 'script');
  link.setAttribute('href', href);
  document.head.appendChild(link);
  return link;
}

function savingData(): boolean {
  const connection = navigator.connection;
  return !!connection && (connection.saveData === true || /2g$/.test(connection.effectiveType ?? ''));
}

/** A control whose click the app performs again; a text field (or its label) works as it is. */
function holdable(control: Element | null): boolean {
  if (!control) return false;
  if (control instanceof HTMLLabelElement) return holdable(control.control);
  if (control instanceof HTMLInputElement) return /^(checkbox|radio|submit|reset|button|image)$/.test(control.type);
  return true;
}

function boot(config: HTMLElement): void {
  const scripts = fileList(config, BOOT_SCRIPTS_ATTRIBUTE);
  const preload = fileList(config, BOOT_PRELOAD_ATTRIBUTE).filter((href) => !scripts.includes(href));
  let held: HeldInteraction[] = [];
  let holding = true;
  let started = false;

  function start(): void {
    if (started) return;
    started = true;
    for (const type of INTENT) window.removeEventListener(type, start, PASSIVE);
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      script.onerror = fail;
      document.head.appendChild(script);
    }
    for (const href of preload) appendLink('preload', href);
  }

  function fetchWhenIdle(): void {
    if (started || savingData()) {
      config.setAttribute(BOOT_IDLE_FETCH_ATTRIBUTE, 'skipped');
      return;
    }
    const files = [...scripts, ...preload];
    let pending = files.length;
    const settled = () => {
      pending -= 1;
      if (pending === 0) config.setAttribute(BOOT_IDLE_FETCH_ATTRIBUTE, 'done');
    };
    if (pending === 0) config.setAttribute(BOOT_IDLE_FETCH_ATTRIBUTE, 'done');
    for (const href of files) {
      const link = appendLink('prefetch', href);
      link.onload = settled;
      link.onerror = settled;
    }
  }

  function whenIdle(): void {
    if (window.requestIdleCallback) window.requestIdleCallback(fetchWhenIdle, { timeout: 2000 });
    else setTimeout(fetchWhenIdle, 0);
  }

  function hold(event: Event): void {
    if (!holding) return;
    if (event.type === 'submit') {
      held.push({ type: 'submit', target: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter ?? null });
    } else {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest('a[href]')) return;
      const control = target.closest('button, [role="button"], summary, input, label');
      if (!control || !holdable(control)) return;
      held.push({ type: 'click', target: control });
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    start();
  }

  function release(): HeldInteraction[] {
    holding = false;
    window.removeEventListener('click', hold, true);
    window.removeEventListener('submit', hold, true);
    const list = held;
    held = [];
    return list;
  }

  function fail(): void {
    document.documentElement.removeAttribute(SESSION_PENDING_ATTRIBUTE);
    release();
  }

  function signedIn(): boolean {
    if (config.hasAttribute(BOOT_SESSION_ATTRIBUTE)) return true;
    try {
      const key = config.getAttribute(BOOT_SESSION_KEY_ATTRIBUTE);
      return key !== null && !!window.localStorage.getItem(key);
    } catch {
      return false;
    }
  }

  const handle: BootOnIntent = { release };
  const analytics = document.querySelector(`meta[name="${ANALYTICS_META_NAME}"]`);
  const route = document.getElementById('root');
  if (analytics?.getAttribute('content') === DATA_LAYER_SINK && route) {
    const path = window.location.pathname;
    handle.routeReported = path;
    setTimeout(() => {
      (window.dataLayer ??= []).push({ event: 'route', path, route: route.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE), lang: document.documentElement.lang });
    }, ROUTE_EVENT_DELAY_MS);
  }
  window.stepwiseBoot = handle;
  window.addEventListener('click', hold, true);
  window.addEventListener('submit', hold, true);
  if (signedIn()) {
    document.documentElement.setAttribute(SESSION_PENDING_ATTRIBUTE, '');
    start();
  } else {
    for (const type of INTENT) window.addEventListener(type, start, PASSIVE);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }
}

const config = document.getElementById(BOOT_ELEMENT_ID);
if (config && !window.stepwiseBoot) boot(config);
