import { expect, test } from '../../support/test';

test('sitemap.xml lists every public page in both languages, robots.txt points to it', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of ['/', '/en', '/about', '/en/about', '/features/workflow', '/en/features/workflow', '/pricing', '/contacts', '/license', '/payments']) {
    expect(xml).toContain(`<loc>${new URL(path, baseURL).href}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  expect(robots).toContain('Disallow: /account/');
});

test('a public page’s HTML carries its canonical URL, alternates and title before any JavaScript', async ({ request, baseURL }) => {
  const html = await (await request.get('/en/features/sprints', { headers: { accept: 'text/html', 'accept-language': 'en' } })).text();
  expect(html).toContain(`<link rel="canonical" href="${new URL('/en/features/sprints', baseURL).href}">`);
  expect(html).toContain(`<link rel="alternate" hreflang="ru" href="${new URL('/features/sprints', baseURL).href}">`);
  expect(html).toContain('<title>Automatic sprints — Stepwise</title>');
  expect(html).toContain('<html lang="en"');
});
