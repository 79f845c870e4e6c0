import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getRoute, matchRoute, selectLocale, useAppSelector, type PageMetaCatalogue } from '@stepwise/shared';
import { loadRemoteModule } from '../federation/remote-loader';
import { SHELL_PAGE_META, pageMeta } from './page-meta';

/** The titles of the page's owner: the shell's own, or those the remote exports (it is loading anyway to show the page). */
async function catalogueOf(owner: string): Promise<PageMetaCatalogue | undefined> {
  if (owner === 'shell') return SHELL_PAGE_META;
  try {
    return (await loadRemoteModule(owner)).pageMeta;
  } catch {
    return undefined;
  }
}

/** Keeps the tab title and description in step with client-side navigation (the server sets the first ones). */
export function DocumentTitle() {
  const location = useLocation();
  const locale = useAppSelector(selectLocale);
  useEffect(() => {
    let current = true;
    const route = matchRoute(location.pathname)?.route ?? getRoute('notFound');
    void catalogueOf(route.owner).then((catalogue) => {
      if (!current) return;
      const meta = pageMeta(catalogue, route.name, locale);
      document.title = meta.title;
      document.querySelector<HTMLMetaElement>('meta[name="description"]')?.setAttribute('content', meta.description);
    });
    return () => {
      current = false;
    };
  }, [location.pathname, locale]);
  return null;
}
