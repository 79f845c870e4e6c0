import type { AppStore } from '@stepwise/shared';
import type { StaticPage } from './render-static-page';

declare global {
  interface Window {
    /** Set by the build's prerender step before the page loads: it asks for `stepwiseRenderStatic`. */
    stepwisePrerenderRequested?: boolean;
    stepwiseRenderStatic?: () => Promise<StaticPage>;
  }
}

/**
 * Gives the build's prerender step (scripts/prerender.mjs) a way to render the current page to HTML.
 * Only when it asked for it: a visitor's page carries no such function and never loads the server
 * renderer.
 */
export function exposeStaticRendering(store: AppStore): void {
  if (!window.stepwisePrerenderRequested) return;
  window.stepwiseRenderStatic = async () => {
    const { renderStaticPage } = await import(/* webpackChunkName: "render-static-page" */ './render-static-page');
    return renderStaticPage(store);
  };
}
