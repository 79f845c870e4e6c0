import { use, type ComponentType } from 'react';
import { loadCatalogue, loadOnce, matchRoute, type MessageLoaders, type RemoteScreen, type RouteName } from '@stepwise/shared';
import { documentLocale } from './i18n/document-locale';
import { PageMessages } from './i18n/page-messages';

export type PageScreen = ComponentType & Required<Pick<RemoteScreen, 'preload'>>;

/**
 * A screen of this remote: its own chunk plus its own message catalogue, fetched in parallel and
 * provided around the page, so each page ships only its copy. It suspends until both are in; once
 * `preload` has finished it renders at once (the shell hydrates prerendered pages that way).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, messages: MessageLoaders): PageScreen {
  // A failed chunk may be fetched again later (the shell reloads or retries the remote).
  const preload = loadOnce(() => Promise.all([load(), loadCatalogue(messages, documentLocale())]).then(([module]) => module.default));
  function LocalizedPage() {
    const Page = use(preload());
    return (
      <PageMessages loaders={messages}>
        <Page />
      </PageMessages>
    );
  }
  return Object.assign(LocalizedPage, { preload });
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
