import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoute, type MessageLoaders, type RouteName } from '@stepwise/shared';
import { documentLocale } from './i18n/document-locale';
import { loadPageCatalogue, PageMessages } from './i18n/page-messages';

export type PageScreen = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page chunk and its catalogue (in parallel); safe to call many times. */
  preload: () => Promise<unknown>;
};

/**
 * A screen of this remote: its own chunk plus its own message catalogue, fetched in parallel and
 * provided around the page, so each page ships only its copy.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, messages: MessageLoaders): PageScreen {
  let pending: Promise<{ default: ComponentType }> | undefined;
  function preload() {
    if (!pending) {
      pending = Promise.all([load(), loadPageCatalogue(messages, documentLocale())]).then(([module]) => {
        const Page = module.default;
        function LocalizedPage() {
          return (
            <PageMessages loaders={messages}>
              <Page />
            </PageMessages>
          );
        }
        LocalizedPage.displayName = `LocalizedPage(${Page.displayName ?? Page.name})`;
        return { default: LocalizedPage };
      });
      // A failed chunk may be fetched again later (the shell reloads or retries the remote).
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  }
  return Object.assign(lazy(preload), { preload });
}

/**
 * Starts loading the screen of the URL being opened, so its chunk and copy arrive together with
 * this remote's common catalogue instead of after it (the largest paint of the landing page waits
 * for all three).
 */
export function preloadScreenFor(pathname: string, screens: Partial<Record<RouteName, PageScreen>>): void {
  const match = matchRoute(pathname);
  const screen = match ? screens[match.route.name] : undefined;
  screen?.preload().catch(() => undefined);
}
