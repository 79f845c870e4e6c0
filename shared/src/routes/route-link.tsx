import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { selectLocale } from '../i18n/locale-slice';
import type { Locale } from '../i18n/locales';
import { useAppSelector } from '../store/hooks';
import { pathFor, type RouteParams } from './path-for';
import type { RouteName } from './registry';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: RouteName;
  params?: RouteParams;
  query?: Record<string, string | number | undefined>;
  /** Defaults to the current language. */
  lang?: Locale;
}

/** A client-side link to a named route; never a hand-written path. */
export const RouteLink = forwardRef<HTMLAnchorElement, RouteLinkProps>(function RouteLink({ to, params, query, lang, ...rest }, ref) {
  const currentLocale = useAppSelector(selectLocale);
  return <Link ref={ref} to={pathFor(to, { params, query, lang: lang ?? currentLocale })} {...rest} />;
});
