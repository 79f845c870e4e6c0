/** @jest-environment node */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FRONT_END_APPS, LOCALES, ROUTE_NAMES } from '@stepwise/shared';
import { SITE_TITLE } from '../src/meta/page-meta';
import { loadPageTitles } from './page-titles';

const root = join(__dirname, '../..');

describe('page titles from each app', () => {
  const pageTitles = loadPageTitles(root);

  it('gives the landing page the site title alone, with the site description', () => {
    expect(pageTitles('index', 'ru').title).toBe(SITE_TITLE);
    expect(pageTitles('index', 'en').title).toBe(SITE_TITLE);
    expect(pageTitles('index', 'en').description).toMatch(/deadlines/);
  });

  it('gives every other page its own title in both languages, followed by the site name', () => {
    for (const locale of LOCALES) {
      for (const route of ROUTE_NAMES.filter((name) => name !== 'index')) {
        expect([route, pageTitles(route, locale).title]).not.toEqual([route, SITE_TITLE]);
        expect(pageTitles(route, locale).title.endsWith(' — Stepwise')).toBe(true);
      }
    }
  });

  it('reads each title from the file of the app that owns the page', () => {
    expect(pageTitles('pricing', 'ru').title).toBe('Тарифы — Stepwise');
    expect(pageTitles('pricing', 'en').title).toBe('Pricing — Stepwise');
    expect(pageTitles('notFound', 'en').title).toBe('This page could not be found — Stepwise');
  });

  it('refuses a catalogue that titles a page its app does not own', () => {
    const copy = mkdtempSync(join(tmpdir(), 'page-titles-'));
    try {
      for (const app of FRONT_END_APPS) cpSync(join(root, app.name, app.pageMeta), join(copy, app.name, app.pageMeta));
      const auth = FRONT_END_APPS.find((app) => app.container === 'mfe_auth')!;
      writeFileSync(join(copy, auth.name, auth.pageMeta), JSON.stringify({ ru: { login: { title: 'Вход' }, pricing: { title: 'Тарифы' } } }));
      expect(() => loadPageTitles(copy)).toThrow(/mfe-auth does not own pricing/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
