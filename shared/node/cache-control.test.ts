/** @jest-environment node */
import { cacheControlFor, IMMUTABLE_CACHE_CONTROL, isContentHashed, NO_CACHE } from './cache-control';

describe('cacheControlFor', () => {
  it.each([
    'main.1a2b3c4d.js',
    '421.1a2b3c4d.js',
    'static/js/async/__federation_expose_routes.0f9e8d7c.js',
    'styles.deadbeef.css',
    'fonts/inter-latin.1a2b3c4d.woff2',
    'images/logo-1a2b3c4d.svg',
    'main.1a2b3c4d.js.map',
    'main.1a2b3c4d.js.LICENSE.txt',
    'main.1a2b3c4d.js.br',
    '/abs/path/dist/vendor.0123456789abcdef.js',
    'C:\\dist\\main.1a2b3c4d.js',
  ])('makes the content-hashed %s immutable for a year', (file) => {
    expect(cacheControlFor(file)).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(IMMUTABLE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    'remoteEntry.js',
    'static/remoteEntry.js',
    'remoteEntry.js.br',
    'mf-manifest.json',
    'mf-stats.json',
    'remotes.json',
    'index.html',
    'index.html.gz',
    'embed/checkout.html',
    // an HTML file is never immutable, even with a hash in its name
    'page.1a2b3c4d.html',
    'favicon.ico',
    'robots.txt',
    'main.js',
    // too short to be a content hash
    'main.1a2b3c.js',
    // not hexadecimal
    'main.zzzzzzzz.js',
  ])('makes %s revalidate on every use (no-cache)', (file) => {
    expect(cacheControlFor(file)).toBe(NO_CACHE);
  });

  it('treats entry-point names case-insensitively', () => {
    expect(isContentHashed('REMOTEENTRY.JS')).toBe(false);
    expect(cacheControlFor('INDEX.HTML')).toBe(NO_CACHE);
  });
});
