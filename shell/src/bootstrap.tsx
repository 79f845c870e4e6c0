import { isRouteName, PRERENDERED_ROUTE_ATTRIBUTE, readPrerenderedState } from '@stepwise/shared';
import { hydratePrerenderedPage } from './boot/hydrate-prerendered-page';
import { prefetchLikelyRoutes } from './boot/prefetch-routes';
import { renderApp } from './boot/render-app';
import { exposeStaticRendering } from './prerender/expose-static-rendering';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The shell document has no #root element');
  const route = container.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
  const state = readPrerenderedState();
  const app = route && isRouteName(route) && state ? await hydratePrerenderedPage(container, route, state) : await renderApp(container);
  if (!app) return;
  exposeStaticRendering(app.store);
  prefetchLikelyRoutes(app.store);
}

void start();
