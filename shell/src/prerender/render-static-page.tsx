import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { snapshotForPrerender, type AppStore, type PrerenderedState } from '@stepwise/shared';
import { appElement } from '../app';

export interface StaticPage {
  /** The `#root` markup as React's server renderer writes it (hydration markers included). */
  html: string;
  /** The store state the markup was rendered from: the browser hydrates from the same. */
  state: PrerenderedState;
  /** Ids of the emotion styles the page uses: the browser does not insert those rules again. */
  styleIds: string[];
}

function EmotionCacheProbe({ found }: { found: (cache: EmotionCache) => void }) {
  found(__unsafe_useEmotionCache() as EmotionCache);
  return null;
}

async function renderToHtml(element: React.ReactNode): Promise<string> {
  const { prerender } = await import('react-dom/static.browser');
  // Every boundary inline, however large: the document is sent whole, nothing may arrive later by script.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  return new Response(prelude).text();
}

/**
 * Renders the page being shown with React's server renderer, in the browser, at build time
 * (scripts/prerender.mjs): the page has loaded everything it shows, so the markup is complete and
 * is exactly what `hydrateRoot` expects from the same element tree and state.
 */
export async function renderStaticPage(store: AppStore): Promise<StaticPage> {
  const state = snapshotForPrerender(store.getState());
  const html = await renderToHtml(appElement(store));
  let cache: EmotionCache | undefined;
  await renderToHtml(<EmotionCacheProbe found={(found) => (cache = found)} />);
  const styleIds = Object.keys(cache?.inserted ?? {});
  return { html, state, styleIds };
}
