import { lazy, Suspense } from 'react';
import type { LayoutName } from '@stepwise/shared';
import { BlankLayout } from './blank-layout';
import { IframeLayout } from './iframe-layout';
import { PageLayout } from './page-layout';

/**
 * The account area's frame (its menu queries the API), the workspace's (sidebar, switcher, drawer)
 * and the checkout's are loaded with the first page that uses them: a visitor of the public pages
 * never downloads them. preloadLayout starts the load together with the page's screen
 * (shell/src/boot/preload-route.ts).
 */
const loadDefaultLayout = () => import('./default-layout').then((module) => ({ default: module.DefaultLayout }));
const loadWorkspaceLayout = () => import('./workspace-layout').then((module) => ({ default: module.WorkspaceLayout }));
const loadPaymentLayout = () => import('./payment-layout').then((module) => ({ default: module.PaymentLayout }));

const LAYOUTS: Record<LayoutName, (props: object) => React.JSX.Element> = {
  blank: BlankLayout,
  iframe: IframeLayout,
  page: PageLayout,
  payment: lazyLayout(loadPaymentLayout),
  default: lazyLayout(loadDefaultLayout),
  workspace: lazyLayout(loadWorkspaceLayout),
};

const LOADERS: Partial<Record<LayoutName, () => Promise<unknown>>> = { default: loadDefaultLayout, payment: loadPaymentLayout, workspace: loadWorkspaceLayout };

/** A layout loaded on first use; nothing shows in its place meanwhile (a navigation keeps the page it leaves). */
function lazyLayout(load: () => Promise<{ default: () => React.JSX.Element }>) {
  const Layout = lazy(load);
  return function LazyLayout() {
    return (
      <Suspense fallback={null}>
        <Layout />
      </Suspense>
    );
  };
}

/** Starts loading a layout's code, when it is one loaded on first use. */
export function preloadLayout(layout: LayoutName): Promise<unknown> {
  return LOADERS[layout]?.() ?? Promise.resolve();
}

export function LayoutFor({ layout }: { layout: LayoutName }) {
  const Layout = LAYOUTS[layout];
  return <Layout />;
}
