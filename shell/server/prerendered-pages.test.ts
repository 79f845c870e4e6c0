/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOT_ELEMENT_ID, PRERENDERED_STATE_ELEMENT_ID, initialAuthState, parsePrerenderedState, type Locale } from '@stepwise/shared';
import { bootScript, bootScriptFile } from './boot-on-intent';
import { injectPrerendered, parsePrerendered, PrerenderedPages, PRERENDERED_FILE, servedPage } from './prerendered-pages';
import { loadPageTitles } from './page-titles';
import { renderDocument } from './render-document';

const template =
  '<!doctype html><html lang="ru"><head><title>Stepwise</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div><noscript>needs JavaScript</noscript></body></html>';

/** The built boot script stands in the dist folder beside the pages; its content does not matter here. */
const boot = bootScript('window.booted = true;');

function stateOf(locale: Locale) {
  return {
    locale,
    renderedOn: '2026-11-20',
    auth: { ...initialAuthState, isUserInitialized: true },
    api: { queries: {}, mutations: {}, provided: { tags: {}, keys: {} } },
  };
}

function page(html: string, locale: Locale, css = '.css-1{color:red}') {
  return { html, css, styleIds: css ? ['1'] : [], state: stateOf(locale), scripts: ['/main.1a2b3c4d.js', '/mfe/mfe_marketing/page-pricing.5e6f7a8b.js'] };
}

const file = {
  build: 'b1',
  pages: {
    ru: { pricing: page('<main><h1>Тарифы</h1></main>', 'ru'), index: page('<h1>Главная</h1>', 'ru', '') },
    en: { pricing: page('<main><h1>Pricing</h1></main>', 'en') },
  },
};

function stateIn(html: string) {
  const match = new RegExp(`<script type="application/json" id="${PRERENDERED_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  return match ? parsePrerenderedState(match[1]) : null;
}

describe('parsePrerendered', () => {
  const lookup = parsePrerendered(JSON.stringify(file), boot);

  it("names the shell's files every page of a language loaded, an application page's start files", () => {
    const withChunk = (pageFile: ReturnType<typeof page>, chunks: string[]) => ({ ...pageFile, scripts: [...pageFile.scripts, ...chunks] });
    const pages = {
      build: 'b1',
      pages: {
        ru: { pricing: withChunk(page('<h1>Тарифы</h1>', 'ru'), ['/24.a.js', '/77.b.js']), index: withChunk(page('<h1>Главная</h1>', 'ru'), ['/24.a.js']) },
      },
    };
    expect(parsePrerendered(JSON.stringify(pages), boot).startScripts).toEqual({ ru: ['/main.1a2b3c4d.js', '/24.a.js'] });
  });

  it("gives each application page's recorded screen files by route and language, and none for a malformed list", () => {
    const screens = parsePrerendered(
      JSON.stringify({ ...file, screens: { ru: { login: ['/main.1.js', '/mfe/mfe_auth/44.a.js'], register: ['javascript:alert(1)'] } } }),
      boot,
    ).screenScripts!;
    expect(screens('login', 'ru')).toEqual(['/main.1.js', '/mfe/mfe_auth/44.a.js']);
    expect(screens('login', 'en')).toEqual([]);
    expect(screens('register', 'ru')).toEqual([]);
    expect(lookup.screenScripts!('login', 'ru')).toEqual([]);
  });

  it('finds a page by route and language', () => {
    expect(lookup('pricing', 'en')).toEqual(servedPage(page('<main><h1>Pricing</h1></main>', 'en'), 'b1', boot));
  });

  it('finds nothing for a page or language that was not rendered', () => {
    expect(lookup('about', 'ru')).toBeUndefined();
    expect(lookup('index', 'en')).toBeUndefined();
  });

  it('ignores a page without markup and rejects a file of another shape', () => {
    expect(parsePrerendered(JSON.stringify({ build: 'b', pages: { ru: { about: page(' ', 'ru') } } }), boot)('about', 'ru')).toBeUndefined();
    expect(() => parsePrerendered('{"pages":{}}', boot)).toThrow('not a prerendered pages file');
    expect(() => parsePrerendered('<html>', boot)).toThrow();
  });

  it('ignores a page without the state it was rendered from, or with style ids that are not ids', () => {
    const { state: _state, ...withoutState } = page('<h1>About</h1>', 'ru');
    expect(parsePrerendered(JSON.stringify({ build: 'b', pages: { ru: { about: withoutState } } }), boot)('about', 'ru')).toBeUndefined();
    const badIds = { ...page('<h1>About</h1>', 'ru'), styleIds: ['1" onload="x'] };
    expect(parsePrerendered(JSON.stringify({ build: 'b', pages: { ru: { about: badIds } } }), boot)('about', 'ru')).toBeUndefined();
    for (const script of ['https://elsewhere.example/x.js', '/x.js" onload="y', '/style.css']) {
      const badScripts = { ...page('<h1>About</h1>', 'ru'), scripts: [script] };
      expect(parsePrerendered(JSON.stringify({ build: 'b', pages: { ru: { about: badScripts } } }), boot)('about', 'ru')).toBeUndefined();
    }
  });
});

describe('injectPrerendered', () => {
  it('puts the markup into #root, marked for the client, the styles into head and drops the JavaScript notice', () => {
    const html = injectPrerendered(template, servedPage(page('<h1>$& costs 1$</h1>', 'en', 'a{color:red}</style><script>'), 'b"1', boot), 'pricing', 'en');
    expect(html).toContain(
      '<div id="root" data-prerendered="pricing" data-prerendered-locale="en" data-prerendered-build="b&quot;1"><h1>$& costs 1$</h1></div>',
    );
    expect(html).toContain('<style data-emotion="css 1" data-prerendered>a{color:red}<\\/style><script></style></head>');
    expect(html).not.toContain('<noscript>');
  });

  it('puts the state the page was rendered from beside it, unable to break out of its element', () => {
    const prerendered = page('<h1>x</h1>', 'en');
    const cached = { status: 'fulfilled', data: { note: '</script><script>alert(1)</script><!--' } };
    prerendered.state.api.queries = { 'getPlans(undefined)': cached } as never;
    const rendered = servedPage(prerendered, 'b', boot);
    const html = injectPrerendered(template, rendered, 'pricing', 'en');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(stateIn(html)).toEqual(rendered.state);
  });

  it('replaces the app scripts with the boot script, which names them', () => {
    const html = injectPrerendered(template, servedPage(page('<h1>x</h1>', 'en'), 'b', boot), 'pricing', 'en');
    expect(html).not.toContain('<script defer src="/main.1a2b3c4d.js">');
    expect(html).toMatch(
      new RegExp(
        `<script id="${BOOT_ELEMENT_ID}" data-scripts="/main.1a2b3c4d.js" data-session-key="sw_access_token" ` +
          `data-preload="/main.1a2b3c4d.js /mfe/mfe_marketing/page-pricing.5e6f7a8b.js">[^<]+</script></body>`,
      ),
    );
  });

  it('names the entry of the remote that owns the page to the boot script, first', () => {
    const remote = [{ href: '/mfe/mfe_marketing/remoteEntry.js', as: 'script' as const }];
    const html = injectPrerendered(template, servedPage(page('<h1>x</h1>', 'en'), 'b', boot), 'pricing', 'en', { remote });
    expect(html).toContain('data-preload="/mfe/mfe_marketing/remoteEntry.js /main.1a2b3c4d.js /mfe/mfe_marketing/page-pricing.5e6f7a8b.js">');
  });

  it('leaves a document without an empty #root alone', () => {
    const other = '<html><head></head><body><div id="app"></div></body></html>';
    expect(injectPrerendered(other, servedPage(page('<h1>x</h1>', 'ru', ''), 'b', boot), 'index', 'ru')).toBe(other);
  });
});

describe('renderDocument with prerendered pages', () => {
  const prerendered = parsePrerendered(JSON.stringify(file), boot);
  const render = (url: string, headers: Record<string, string> = {}) =>
    renderDocument({ url, headers, template, pageTitles: loadPageTitles(join(__dirname, '../..')), remoteOrigins: [], prerendered });

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
      expect(result.kind === 'document' && result.body).toContain('<script defer src="/main.1a2b3c4d.js"></script>');
    }
  });

  it("has an application page request the shell's start files at once, not a prerendered one", () => {
    const plainPage = render('/login', { cookie: 'sw_language=en' });
    const prerenderedPage = render('/pricing', { cookie: 'sw_language=en' });
    expect(plainPage.kind === 'document' && plainPage.body).toContain('<link rel="preload" as="script" href="/main.1a2b3c4d.js">');
    expect(prerenderedPage.kind === 'document' && prerenderedPage.body).not.toContain('<link rel="preload"');
  });

  it('allows the boot script by its hash on prerendered pages only', () => {
    const prerenderedPage = render('/pricing', { cookie: 'sw_language=en' });
    const plainPage = render('/login', { cookie: 'sw_language=en' });
    expect(prerenderedPage.headers['content-security-policy']).toContain(`script-src 'self' ${boot.cspSource}`);
    expect(plainPage.headers['content-security-policy']).not.toContain('sha256');
  });

  it('redirects before it would inject anything', () => {
    expect(render('/', { 'accept-language': 'en' })).toMatchObject({ kind: 'redirect', location: '/en' });
  });
});

describe('PrerenderedPages', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'prerendered-'));
    await writeFile(bootScriptFile(dir), boot.text);
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

  it('serves the boot script of the build beside the pages, and picks up a new one', async () => {
    await writeFile(join(dir, PRERENDERED_FILE), JSON.stringify(file));
    const pages = new PrerenderedPages(dir);
    expect((await pages.load())('pricing', 'ru')?.boot).toEqual(boot);
    const rebuilt = bootScript('window.booted = "again";');
    await writeFile(bootScriptFile(dir), rebuilt.text);
    expect((await pages.load())('pricing', 'ru')?.boot).toEqual(rebuilt);
  });

  it('logs and serves no markup while the boot script is missing: the page would never start', async () => {
    const warn = jest.fn();
    await writeFile(join(dir, PRERENDERED_FILE), JSON.stringify(file));
    await rm(bootScriptFile(dir));
    const pages = new PrerenderedPages(dir, { warn });
    expect((await pages.load())('pricing', 'ru')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ error: expect.stringContaining('.boot-on-intent.js') }), 'prerendered pages ignored');
    await writeFile(bootScriptFile(dir), boot.text);
    expect((await pages.load())('pricing', 'ru')?.html).toBe('<main><h1>Тарифы</h1></main>');
  });

  it('logs and ignores a corrupt file instead of failing the request', async () => {
    const warn = jest.fn();
    await writeFile(join(dir, PRERENDERED_FILE), '{"build":');
    const pages = new PrerenderedPages(dir, { warn });
    expect((await pages.load())('pricing', 'ru')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ file: join(dir, PRERENDERED_FILE) }), 'prerendered pages ignored');
  });
});
