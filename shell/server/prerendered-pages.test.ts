/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { injectPrerendered, parsePrerendered, PrerenderedPages, PRERENDERED_FILE } from './prerendered-pages';
import { renderDocument } from './render-document';

const template =
  '<!doctype html><html lang="ru"><head><title>Stepwise</title></head><body><div id="root"></div><noscript>needs JavaScript</noscript></body></html>';
const file = {
  build: 'b1',
  pages: {
    ru: { pricing: { html: '<main><h1>Тарифы</h1></main>', css: '.css-1{color:red}' }, index: { html: '<h1>Главная</h1>', css: '' } },
    en: { pricing: { html: '<main><h1>Pricing</h1></main>', css: '.css-1{color:red}' } },
  },
};

describe('parsePrerendered', () => {
  const lookup = parsePrerendered(JSON.stringify(file));

  it('finds a page by route and language', () => {
    expect(lookup('pricing', 'en')).toEqual({ html: '<main><h1>Pricing</h1></main>', css: '.css-1{color:red}', build: 'b1' });
  });

  it('finds nothing for a page or language that was not rendered', () => {
    expect(lookup('about', 'ru')).toBeUndefined();
    expect(lookup('index', 'en')).toBeUndefined();
  });

  it('ignores a page without markup and rejects a file of another shape', () => {
    expect(parsePrerendered(JSON.stringify({ build: 'b', pages: { ru: { about: { html: ' ', css: '' } } } }))('about', 'ru')).toBeUndefined();
    expect(() => parsePrerendered('{"pages":{}}')).toThrow('not a prerendered pages file');
    expect(() => parsePrerendered('<html>')).toThrow();
  });
});

describe('injectPrerendered', () => {
  it('puts the markup into #root, marked for the client, the styles into head and drops the JavaScript notice', () => {
    const html = injectPrerendered(template, { html: '<h1>$& costs 1$</h1>', css: 'a{color:red}</style><script>', build: 'b"1' }, 'pricing', 'en');
    expect(html).toContain('<div id="root" data-prerendered="pricing" data-prerendered-locale="en" data-prerendered-build="b&quot;1"><h1>$& costs 1$</h1></div>');
    expect(html).toContain('<style data-prerendered>a{color:red}<\\/style><script></style></head>');
    expect(html).not.toContain('<noscript>');
  });

  it('leaves a document without an empty #root alone', () => {
    const other = '<html><head></head><body><div id="app"></div></body></html>';
    expect(injectPrerendered(other, { html: '<h1>x</h1>', css: '', build: 'b' }, 'index', 'ru')).toBe(other);
  });
});

describe('renderDocument with prerendered pages', () => {
  const prerendered = parsePrerendered(JSON.stringify(file));
  const render = (url: string, headers: Record<string, string> = {}) => renderDocument({ url, headers, template, remoteOrigins: [], prerendered });

  it('serves the page’s markup in the language the visitor gets', () => {
    const english = render('/pricing', { cookie: 'sw_language=en' });
    const russian = render('/pricing', { 'accept-language': 'ru' });
    expect(english.kind === 'document' && english.body).toContain('<h1>Pricing</h1>');
    expect(russian.kind === 'document' && russian.body).toContain('<h1>Тарифы</h1>');
  });

  it('keeps the head rules: language, title and status', () => {
    const result = render('/pricing', { cookie: 'sw_language=en' });
    if (result.kind !== 'document') throw new Error('expected a document');
    expect(result.status).toBe(200);
    expect(result.body).toContain('<html lang="en"');
    expect(result.body).toContain('<title>Pricing — Stepwise</title>');
  });

  it('sends the empty shell for pages that were not prerendered and for unknown paths', () => {
    for (const url of ['/about', '/login', '/no-such-page']) {
      const result = render(url, { 'accept-language': 'ru' });
      expect(result.kind === 'document' && result.body).toContain('<div id="root"></div>');
    }
  });

  it('redirects before it would inject anything', () => {
    expect(render('/', { 'accept-language': 'en' })).toMatchObject({ kind: 'redirect', location: '/en' });
  });
});

describe('PrerenderedPages', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'prerendered-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('serves nothing until the file exists, then picks up a new build', async () => {
    const pages = new PrerenderedPages(dir);
    expect((await pages.load())('pricing', 'ru')).toBeUndefined();
    await writeFile(join(dir, PRERENDERED_FILE), JSON.stringify(file));
    expect((await pages.load())('pricing', 'ru')?.html).toBe('<main><h1>Тарифы</h1></main>');
    await writeFile(join(dir, PRERENDERED_FILE), JSON.stringify({ ...file, build: 'b2-longer', pages: { ru: {} } }));
    expect((await pages.load())('pricing', 'ru')).toBeUndefined();
  });

  it('gives every request that arrives while the file is read the pages, not an empty answer', async () => {
    await writeFile(join(dir, PRERENDERED_FILE), JSON.stringify(file));
    const pages = new PrerenderedPages(dir);
    const lookups = await Promise.all(Array.from({ length: 8 }, () => pages.load()));
    for (const lookup of lookups) expect(lookup('pricing', 'ru')?.html).toBe('<main><h1>Тарифы</h1></main>');
  });

  it('logs and ignores a corrupt file instead of failing the request', async () => {
    const warn = jest.fn();
    await writeFile(join(dir, PRERENDERED_FILE), '{"build":');
    const pages = new PrerenderedPages(dir, { warn });
    expect((await pages.load())('pricing', 'ru')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ file: join(dir, PRERENDERED_FILE) }), 'prerendered pages ignored');
  });
});
