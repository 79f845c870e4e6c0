import { createRoot, type Root } from 'react-dom/client';

/** How long the prerendered markup may stay in place if the live page never settles (a remote down, say). */
export const TAKE_OVER_TIMEOUT_MS = 10_000;

const OFFSCREEN_STYLE = 'position:absolute;top:0;left:0;width:100%;height:0;overflow:hidden;visibility:hidden;pointer-events:none';

/** What is still loading: a screen's placeholder (PageLoading) or a part waiting for its data. */
const LOADING = '[role="status"][aria-label], [aria-busy="true"]';

/** The page's content is in: a heading, and nothing loading. */
export function hasSettled(container: Element): boolean {
  return container.querySelector('h1') !== null && container.querySelector(LOADING) === null;
}

/** Child positions from `root` down to `element`; null when `element` is not inside `root`. */
function pathTo(root: Element, element: Element | null): number[] | null {
  const path: number[] = [];
  let node = element;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return node === root ? path : null;
}

function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/**
 * Whoever was on a control of the prerendered page (a link reached with Tab, say) stays on the same
 * control of the live page: the swap must not throw keyboard users back to the top.
 */
function swapKeepingFocus(from: Element, to: HTMLElement): void {
  const focused = document.activeElement;
  const path = pathTo(from, focused);
  from.replaceWith(to);
  if (!path || path.length === 0 || !focused) return;
  const counterpart = elementAt(to, path);
  if (counterpart instanceof HTMLElement && counterpart.tagName === focused.tagName) counterpart.focus({ preventScroll: true });
}

/**
 * Mounts the app into `#root`. When the server put the page's prerendered markup there, the app
 * renders beside it, off screen, and replaces it in one step once its content has settled: the
 * markup a visitor reads never goes blank and nothing moves. Taking over instead of hydrating in
 * place keeps the remotes' lazily loaded screens out of React's hydration matching, where any
 * difference would throw the markup away and show the loading state.
 */
export function mountRoot(container: HTMLElement, options: { timeoutMs?: number } = {}): Root {
  if (!container.hasAttribute('data-prerendered')) return createRoot(container);
  const live = document.createElement('div');
  live.setAttribute('aria-hidden', 'true');
  live.inert = true;
  live.style.cssText = OFFSCREEN_STYLE;
  container.after(live);

  let done = false;
  const takeOver = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    live.removeAttribute('style');
    live.removeAttribute('aria-hidden');
    live.inert = false;
    live.id = container.id;
    swapKeepingFocus(container, live);
  };
  const check = () => {
    if (hasSettled(live)) takeOver();
  };
  const observer = new MutationObserver(check);
  observer.observe(live, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'role'] });
  const timer = setTimeout(takeOver, options.timeoutMs ?? TAKE_OVER_TIMEOUT_MS);
  return createRoot(live);
}
