import { LOCALES, ROUTE_NAMES } from '@stepwise/shared';
import { SITE_TITLE, pageMeta } from './page-meta';

describe('pageMeta', () => {
  it('gives the landing page the Russian site title in both languages', () => {
    expect(pageMeta('index', 'ru').title).toBe(SITE_TITLE);
    expect(pageMeta('index', 'en').title).toBe(SITE_TITLE);
    expect(pageMeta('index', 'en').description).toMatch(/deadlines/);
  });

  it('has a title of its own for every route in both languages', () => {
    for (const locale of LOCALES) {
      for (const route of ROUTE_NAMES.filter((name) => name !== 'index')) {
        expect([route, pageMeta(route, locale).title]).not.toEqual([route, SITE_TITLE]);
        expect(pageMeta(route, locale).title.endsWith(' — Stepwise')).toBe(true);
      }
    }
  });

  it('localizes titles', () => {
    expect(pageMeta('pricing', 'ru').title).toBe('Тарифы — Stepwise');
    expect(pageMeta('pricing', 'en').title).toBe('Pricing — Stepwise');
  });
});
