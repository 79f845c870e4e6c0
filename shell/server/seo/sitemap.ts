import { LOCALES } from '@stepwise/shared';
import { escapeHtml } from '../html-escape';
import { indexableRoutes, pageAlternates } from './public-pages';

/** sitemap.xml: every public URL, with its language alternates. */
export function renderSitemap(publicUrl: string): string {
  const entries = indexableRoutes().flatMap((route) => {
    const locales = route.langPrefixed ? LOCALES : (['ru'] as const);
    return locales.map((locale) => {
      const { canonical, alternates } = pageAlternates(route, locale, publicUrl);
      const links = Object.entries(alternates)
        .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(href!)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${escapeHtml(canonical)}</loc>${links ? `\n${links}` : ''}\n  </url>`;
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the public site is open; the app areas and the API are not for crawlers. */
export function renderRobots(publicUrl: string): string {
  const closed = [
    '/api/',
    '/mfe/',
    '/account/',
    '/new-workspace',
    '/workspaces/',
    '/subscriptions/',
    '/activate',
    '/restore/',
    '/provider-login/',
    '/unsubscribe',
    '/reset-email-sent',
  ];
  return ['User-agent: *', ...closed.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`, ''].join('\n');
}
