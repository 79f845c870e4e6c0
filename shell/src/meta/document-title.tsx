import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { matchRoute, selectLocale, useAppSelector } from '@stepwise/shared';
import { pageMeta } from './page-meta';

/** Keeps the tab title and description in step with client-side navigation (the server sets the first ones). */
export function DocumentTitle() {
  const location = useLocation();
  const locale = useAppSelector(selectLocale);
  useEffect(() => {
    const meta = pageMeta(matchRoute(location.pathname)?.route.name ?? 'notFound', locale);
    document.title = meta.title;
    document.querySelector<HTMLMetaElement>('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [location.pathname, locale]);
  return null;
}
