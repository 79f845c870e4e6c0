/** @jest-environment node */
import { join } from 'node:path';
import { loadPageTitles } from './page-titles';
import { renderDocument } from './render-document';

const pageTitles = loadPageTitles(join(__dirname, '../..'));

const template = '<!doctype html><html lang="ru"><head><title>Stepwise</title></head><body><div id="root"></div></body></html>';

describe('renderDocument', () => {
  it('sends the shell template, never cached, with the security headers', () => {
    const result = renderDocument({ url: '/pricing', headers: {}, template, pageTitles, remoteOrigins: [] });
    expect(result).toEqual({
      kind: 'document',
      status: 200,
      body: template.replace('<title>Stepwise</title>', '<title>Тарифы — Stepwise</title>'),
      headers: expect.objectContaining({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
      }),
    });
    expect(result.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('allows the origins of remotes deployed elsewhere in the policy', () => {
    const result = renderDocument({ url: '/', headers: {}, template, pageTitles, remoteOrigins: ['https://cdn.example.com'] });
    expect(result.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.com");
    expect(result.headers['content-security-policy']).toContain("connect-src 'self' https://cdn.example.com");
  });
});

describe('renderDocument: language rules before any JavaScript', () => {
  const render = (url: string, headers: Record<string, string> = {}) =>
    renderDocument({ url, headers, template, pageTitles, remoteOrigins: [], supportEmail: 'help@stepwise.app' });

  it('serves a Russian page in Russian with its own title, html lang and the support address', () => {
    const result = render('/pricing', { 'accept-language': 'ru-RU' });
    if (result.kind !== 'document') throw new Error('expected a document');
    expect(result.status).toBe(200);
    expect(result.body).toContain('<html lang="ru"');
    expect(result.body).toContain('<title>Тарифы — Stepwise</title>');
    expect(result.body).toContain('<meta name="stepwise:support-email" content="help@stepwise.app">');
    expect(result.headers.vary).toBe('Cookie, Accept-Language');
  });

  it('redirects a first visit from an English browser to the English URL of a language-prefixed page', () => {
    expect(render('/features/sprints?utm=x', { 'accept-language': 'en-US,en;q=0.9' })).toMatchObject({
      kind: 'redirect',
      status: 302,
      location: '/en/features/sprints?utm=x',
    });
  });

  it('keeps Ukrainian and Belarusian browsers on the Russian page', () => {
    expect(render('/about', { 'accept-language': 'uk-UA' })).toMatchObject({ kind: 'document', status: 200 });
  });

  it('lets the language cookie win over the URL', () => {
    expect(render('/en/about', { cookie: 'sw_language=ru', 'accept-language': 'en' })).toMatchObject({ kind: 'redirect', location: '/about' });
    const english = render('/en/about', { cookie: 'theme=x; sw_language=en' });
    if (english.kind !== 'document') throw new Error('expected a document');
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('<title>About us — Stepwise</title>');
  });

  it('never redirects pages without a language segment, but renders them in the resolved language', () => {
    const result = render('/pricing', { 'accept-language': 'de' });
    if (result.kind !== 'document') throw new Error('expected a document');
    expect(result.body).toContain('<html lang="en"');
    expect(result.body).toContain('<title>Pricing — Stepwise</title>');
  });

  it('answers 404 for unknown paths and invalid parameters, with the not-found title', () => {
    for (const url of ['/no-such-page', '/workspaces/abc/created', '/en/pricing']) {
      const result = render(url, { 'accept-language': 'en' });
      expect(result).toMatchObject({ kind: 'document', status: 404 });
      if (result.kind === 'document') expect(result.body).toContain('<title>This page could not be found — Stepwise</title>');
    }
  });

  it('publishes the workspace address template when configured', () => {
    const result = renderDocument({
      url: '/pricing',
      headers: {},
      template,
      pageTitles,
      remoteOrigins: [],
      workspaceUrlTemplate: 'https://{domain}.stepwise.app/',
    });
    if (result.kind !== 'document') throw new Error('expected a document');
    expect(result.body).toContain('<meta name="stepwise:workspace-url-template" content="https://{domain}.stepwise.app/">');
  });

  it('escapes configuration written into the page', () => {
    const result = renderDocument({ url: '/pricing', headers: {}, template, pageTitles, remoteOrigins: [], supportEmail: 'a"><script>@x.y' });
    if (result.kind !== 'document') throw new Error('expected a document');
    expect(result.body).not.toContain('"><script>');
  });
});

describe('renderDocument: links for search engines', () => {
  const render = (url: string, headers: Record<string, string> = {}) =>
    renderDocument({ url, headers, template, pageTitles, remoteOrigins: [], publicUrl: 'https://stepwise.example' });

  it('gives a public page its canonical URL, language alternates and Open Graph tags', () => {
    const result = render('/en/features/sprints');
    if (result.kind !== 'document') throw new Error('expected a document');
    expect(result.body).toContain('<link rel="canonical" href="https://stepwise.example/en/features/sprints">');
    expect(result.body).toContain('<link rel="alternate" hreflang="ru" href="https://stepwise.example/features/sprints">');
    expect(result.body).toContain('<link rel="alternate" hreflang="x-default" href="https://stepwise.example/features/sprints">');
    expect(result.body).toContain('<meta property="og:title" content="Automatic sprints — Stepwise">');
    expect(result.body).toContain('<meta property="og:locale" content="en_US">');
  });

  it('gives app pages and unknown pages none', () => {
    for (const url of ['/login', '/account/profile', '/no-such-page']) {
      const result = render(url, { 'accept-language': 'ru' });
      if (result.kind !== 'document') throw new Error('expected a document');
      expect(result.body).not.toContain('rel="canonical"');
    }
  });
});

describe('renderDocument: embeddable checkout and the payment widget', () => {
  const render = (url: string) =>
    renderDocument({
      url,
      headers: {},
      template,
      pageTitles,
      remoteOrigins: [],
      paymentWidgetUrl: 'https://widget.pay.example/widget.js',
      embedAllowedOrigins: ['https://crm.example.org'],
    });

  it('lets only the allowed integrator origins frame the embed checkout, without X-Frame-Options', () => {
    const result = render('/embed/subscriptions/payment?workspace=1&plan=pro&period=monthly');
    expect(result.headers['content-security-policy']).toContain('frame-ancestors https://crm.example.org');
    expect(result.headers['x-frame-options']).toBeUndefined();
  });

  it("keeps frame-ancestors 'none' on the regular checkout and every other page", () => {
    for (const url of ['/subscriptions/payment', '/account/workspaces', '/']) {
      const result = render(url);
      expect(result.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(result.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('allows the widget origin to run its script and card-form frame on every page', () => {
    const policy = render('/account/workspaces').headers['content-security-policy'];
    expect(policy).toContain("script-src 'self' https://widget.pay.example");
    expect(policy).toContain('frame-src https://widget.pay.example');
  });

  it('tells the client which origins may embed the checkout', () => {
    const result = render('/embed/subscriptions/payment');
    if (result.kind !== 'document') throw new Error('expected a document');
    expect(result.body).toContain('<meta name="stepwise:embed-origins" content="https://crm.example.org">');
  });
});

describe('renderDocument: an application page fetches its remote at once', () => {
  const remotes = { mfe_auth: '/mfe/mfe_auth/mf-manifest.json', mfe_account: 'https://cdn.example.com/account/v3/mf-manifest.json' };
  const render = (url: string, headers: Record<string, string> = {}) => {
    const result = renderDocument({ url, headers, template, pageTitles, remoteOrigins: ['https://cdn.example.com'], remotes });
    if (result.kind !== 'document') throw new Error('expected a document');
    return result.body;
  };

  it('preloads the entry of the remote that owns the page, not its manifest (the shell loads a remote by its entry)', () => {
    const body = render('/login');
    expect(body).not.toContain('as="fetch"');
    expect(body).toContain('<link rel="preload" as="script" href="/mfe/mfe_auth/remoteEntry.js">');
  });

  it('finds the entry beside a manifest deployed on another origin, for a visitor with a session', () => {
    const body = render('/account/profile', { cookie: 'sw_token=abc' });
    expect(body).toContain('<link rel="preload" as="script" href="https://cdn.example.com/account/v3/remoteEntry.js">');
  });

  it('writes the remotes list into the document, so the app does not ask for it', () => {
    expect(render('/login')).toContain(`<script type="application/json" id="stepwise-remotes">${JSON.stringify(remotes)}</script></body>`);
  });

  it('preloads nothing for a page behind sign-in when the visitor has no session, nor for a page no route matches', () => {
    expect(render('/account/profile')).not.toContain('rel="preload"');
    expect(render('/no-such-page')).not.toContain('rel="preload"');
  });
  it("preloads the files a guest page's screen loaded when the build opened it, with the shell's start files, once each", () => {
    const prerendered = Object.assign(() => undefined, {
      startScripts: { ru: ['/main.1.js', '/start-libraries.2.js'] },
      screenScripts: (route: string, locale: string) =>
        route === 'login' && locale === 'ru' ? ['/main.1.js', '/mfe/mfe_auth/__federation_expose_routes.3.js', '/mfe/mfe_auth/44.4.js'] : [],
    });
    const withScreens = (cookie?: string) => {
      const result = renderDocument({
        url: '/login',
        headers: { 'accept-language': 'ru', ...(cookie ? { cookie } : {}) },
        template,
        pageTitles,
        remoteOrigins: [],
        remotes,
        prerendered,
      });
      if (result.kind !== 'document') throw new Error('expected a document');
      return [...result.body.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);
    };
    expect(withScreens()).toEqual([
      '/mfe/mfe_auth/remoteEntry.js',
      '/main.1.js',
      '/start-libraries.2.js',
      '/mfe/mfe_auth/__federation_expose_routes.3.js',
      '/mfe/mfe_auth/44.4.js',
    ]);
    // A member is sent on from the sign-in page: its screen's files would be downloaded for nothing.
    expect(withScreens('sw_token=abc')).toEqual(['/mfe/mfe_auth/remoteEntry.js', '/main.1.js', '/start-libraries.2.js']);
  });
});
