/** @jest-environment node */
import { renderRobots, renderSitemap } from './sitemap';
import { pageAlternates, indexableRoutes } from './public-pages';
import { getRoute } from '@stepwise/shared';

const origin = 'https://stepwise.example';

describe('sitemap and robots', () => {
  it('lists every public page, both languages of language-prefixed ones, with alternates', () => {
    const xml = renderSitemap(origin);
    for (const loc of [
      'https://stepwise.example/',
      'https://stepwise.example/en',
      'https://stepwise.example/features/sprints',
      'https://stepwise.example/en/features/sprints',
      'https://stepwise.example/pricing',
      'https://stepwise.example/contacts',
      'https://stepwise.example/license',
      'https://stepwise.example/payments',
    ]) {
      expect(xml).toContain(`<loc>${loc}</loc>`);
    }
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://stepwise.example/en/about"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://stepwise.example/about"/>');
    expect(xml).not.toContain('/login');
    expect(xml).not.toContain('/en/pricing');
    expect(xml.match(/<url>/g)).toHaveLength(10 * 2 + 4);
  });

  it('only indexes public marketing pages', () => {
    expect(indexableRoutes().map((route) => route.name)).not.toContain('login');
    expect(indexableRoutes().every((route) => route.owner === 'mfe_marketing')).toBe(true);
  });

  it('keeps crawlers out of the app and the API and points to the sitemap', () => {
    const robots = renderRobots(origin);
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /account/');
    expect(robots).toContain('Sitemap: https://stepwise.example/sitemap.xml');
  });

  it('gives canonical and alternates in the page language', () => {
    expect(pageAlternates(getRoute('about'), 'en', origin)).toEqual({
      canonical: 'https://stepwise.example/en/about',
      alternates: { ru: 'https://stepwise.example/about', en: 'https://stepwise.example/en/about', 'x-default': 'https://stepwise.example/about' },
    });
    expect(pageAlternates(getRoute('pricing'), 'en', origin)).toEqual({ canonical: 'https://stepwise.example/pricing', alternates: {} });
  });
});
