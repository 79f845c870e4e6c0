/** @jest-environment node */
import { createHash } from 'node:crypto';
import { JSDOM, type DOMWindow } from 'jsdom';
import { BOOT_ELEMENT_ID } from '@stepwise/shared';
import { bootOnIntent, bootScript, type BootScript } from './boot-on-intent';
import { builtBootScript } from './test-utils/built-boot-script';

type Held = Array<{ type: string; target: Element; submitter?: Element | null }>;
type BootWindow = DOMWindow & { stepwiseBoot?: { release(): Held } };

let window: BootWindow;
let document: Document;
/** The script as the shell's build ships it. */
let script: BootScript;

beforeAll(async () => {
  script = await builtBootScript();
}, 60_000);

/** A prerendered page in a browser of its own: its boot script runs as the page is parsed. */
function loadPage(
  body: string,
  {
    storedToken,
    cookie,
    session,
    head = '',
    preload,
    connection,
  }: {
    storedToken?: string;
    cookie?: string;
    session?: boolean;
    head?: string;
    preload?: string[];
    connection?: { saveData: boolean; effectiveType: string };
  } = {},
) {
  const html = bootOnIntent(
    `<!doctype html><html lang="en"><head>${head}<script defer src="/main.1.js"></script><script defer src="/extra.2.js"></script></head><body>${body}</body></html>`,
    script,
    {
      preload,
      session,
    },
  );
  const dom = new JSDOM(html, {
    url: 'https://stepwise.example/pricing',
    runScripts: 'dangerously',
    beforeParse(page) {
      if (storedToken) page.localStorage.setItem('sw_access_token', storedToken);
      if (cookie) page.document.cookie = cookie;
      if (connection) Object.defineProperty(page.navigator, 'connection', { value: connection });
    },
  });
  window = dom.window as BootWindow;
  document = window.document;
}

function appScripts(): string[] {
  return [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? '');
}

function click(element: Element) {
  const event = new window.MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

afterEach(() => window?.close());

describe('the boot script of prerendered pages', () => {
  it('loads nothing until the visitor shows activity, then the app scripts, in order, once', () => {
    loadPage('<h1>Pricing</h1>');
    expect(appScripts()).toEqual([]);
    window.dispatchEvent(new window.Event('pointermove'));
    expect(appScripts()).toEqual(['/main.1.js', '/extra.2.js']);
    expect([...document.head.querySelectorAll('script')].every((script) => !(script as HTMLScriptElement).async)).toBe(true);
    document.body.dispatchEvent(new window.KeyboardEvent('keydown', { bubbles: true }));
    window.dispatchEvent(new window.Event('scroll'));
    expect(appScripts()).toHaveLength(2);
  });

  it('requests the files the page is known to need together with the app scripts', () => {
    loadPage('<h1>Pricing</h1>', { preload: ['/main.1.js', '/mfe/mfe_marketing/remoteEntry.js', '/mfe/mfe_marketing/page-pricing.3.js'] });
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    window.dispatchEvent(new window.Event('pointermove'));
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('href')]);
    expect(links).toEqual([
      ['preload', 'script', '/mfe/mfe_marketing/remoteEntry.js'],
      ['preload', 'script', '/mfe/mfe_marketing/page-pricing.3.js'],
    ]);
    expect(appScripts()).toEqual(['/main.1.js', '/extra.2.js']);
  });

  it("requests the shell's entry before the files it will need", () => {
    loadPage('<h1>Pricing</h1>', { preload: ['/mfe/mfe_marketing/remoteEntry.js'] });
    window.dispatchEvent(new window.Event('pointermove'));
    const requested = [...document.head.querySelectorAll('script, link')].map((element) => element.getAttribute('src') ?? element.getAttribute('href'));
    expect(requested).toEqual(['/main.1.js', '/extra.2.js', '/mfe/mfe_marketing/remoteEntry.js']);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'])('starts the app on %s', (type) => {
    loadPage('<h1>Pricing</h1>');
    window.dispatchEvent(new window.Event(type));
    expect(appScripts()).toEqual(['/main.1.js', '/extra.2.js']);
  });

  it('starts the app at once for a visitor with a session: stored, or the HttpOnly cookie the server saw', () => {
    loadPage('<h1>Pricing</h1>', { storedToken: 'token' });
    expect(appScripts()).toHaveLength(2);
    window.close();
    loadPage('<h1>Pricing</h1>', { session: true });
    expect(appScripts()).toHaveLength(2);
    expect(document.documentElement.hasAttribute('data-session-pending')).toBe(true);
    window.close();
    // a token cookie a script can read is not one the API set: it is no session
    loadPage('<h1>Pricing</h1>', { cookie: 'sw_token=abc' });
    expect(appScripts()).toHaveLength(0);
  });

  it('marks the session as pending for a visitor with one, so the page does not offer them to sign in', () => {
    loadPage('<h1>Pricing</h1>', { storedToken: 'token' });
    expect(document.documentElement.hasAttribute('data-session-pending')).toBe(true);
    window.close();
    loadPage('<h1>Pricing</h1>');
    window.dispatchEvent(new window.Event('pointermove'));
    expect(document.documentElement.hasAttribute('data-session-pending')).toBe(false);
  });

  it('holds a click on a control for the app, and nothing else on the page sees it', () => {
    loadPage('<button type="button" id="annual">Annual <span id="label">billing</span></button>');
    const pageListener = jest.fn();
    document.body.addEventListener('click', pageListener);
    const event = click(document.getElementById('label')!);
    expect(event.defaultPrevented).toBe(true);
    expect(pageListener).not.toHaveBeenCalled();
    expect(appScripts()).toHaveLength(2);
    const held = window.stepwiseBoot!.release();
    expect(held).toEqual([{ type: 'click', target: document.getElementById('annual') }]);
  });

  it('holds the submission of a form and the checkbox a label stands for', () => {
    loadPage('<form id="feedback"><label id="consent"><input type="checkbox"> I agree</label><input name="email"><button id="send">Send</button></form>');
    click(document.getElementById('consent')!);
    const form = document.getElementById('feedback') as HTMLFormElement;
    const submit = new window.SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: document.getElementById('send') });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(window.stepwiseBoot!.release()).toEqual([
      { type: 'click', target: document.getElementById('consent') },
      { type: 'submit', target: form, submitter: document.getElementById('send') },
    ]);
  });

  it('never holds links, text fields or their labels: they work as they are', () => {
    loadPage(
      '<a href="/pricing" id="link"><span id="inside">Pricing</span></a><label id="name-label" for="name">Name</label><input id="name"><div role="button"><a href="/x" id="nested">x</a></div>',
    );
    for (const id of ['link', 'inside', 'name-label', 'name', 'nested']) expect(click(document.getElementById(id)!).defaultPrevented).toBe(false);
    expect(window.stepwiseBoot!.release()).toEqual([]);
  });

  it('holds nothing once released: the app handles clicks from then on', () => {
    loadPage('<button id="annual">Annual</button>');
    window.stepwiseBoot!.release();
    expect(click(document.getElementById('annual')!).defaultPrevented).toBe(false);
  });

  it('stops holding when the app script cannot be loaded, so the page keeps working as plain HTML', () => {
    loadPage('<button id="menu">Menu</button>');
    window.dispatchEvent(new window.Event('pointermove'));
    document.head.querySelector('script')!.dispatchEvent(new window.Event('error'));
    expect(click(document.getElementById('menu')!).defaultPrevented).toBe(false);
  });

  it('shows the guest actions again when the app of a visitor with a session cannot be loaded', () => {
    loadPage('<h1>Pricing</h1>', { storedToken: 'token' });
    document.head.querySelector('script')!.dispatchEvent(new window.Event('error'));
    expect(document.documentElement.hasAttribute('data-session-pending')).toBe(false);
  });
});

describe('fetching the app ahead while the visitor reads', () => {
  const PRELOAD = ['/main.1.js', '/mfe/mfe_marketing/remoteEntry.js', '/mfe/mfe_marketing/page-pricing.3.js'];
  const idleFetch = () => document.getElementById(BOOT_ELEMENT_ID)?.getAttribute('data-idle-fetch') ?? null;
  const links = () => [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('href')]);

  /** Waits (polling) until the page has done what `condition` looks for. */
  async function until(condition: () => boolean) {
    for (let attempt = 0; attempt < 200 && !condition(); attempt++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(condition()).toBe(true);
  }

  it('fetches every file the app will need into the cache once the page is idle, running none', async () => {
    loadPage('<h1>Pricing</h1>', { preload: PRELOAD });
    await until(() => links().length > 0);
    expect(links()).toEqual([
      ['prefetch', 'script', '/main.1.js'],
      ['prefetch', 'script', '/extra.2.js'],
      ['prefetch', 'script', '/mfe/mfe_marketing/remoteEntry.js'],
      ['prefetch', 'script', '/mfe/mfe_marketing/page-pricing.3.js'],
    ]);
    expect(appScripts()).toEqual([]);
    expect(idleFetch()).toBeNull();
    for (const link of document.head.querySelectorAll('link'))
      link.dispatchEvent(new window.Event(link.getAttribute('href') === '/extra.2.js' ? 'error' : 'load'));
    expect(idleFetch()).toBe('done');
  });

  it('still runs the app only on activity, from the same files', async () => {
    loadPage('<h1>Pricing</h1>', { preload: PRELOAD });
    await until(() => links().length > 0);
    window.dispatchEvent(new window.Event('pointermove'));
    expect(appScripts()).toEqual(['/main.1.js', '/extra.2.js']);
  });

  it('fetches nothing ahead when the browser asks to save data or the connection is 2G', async () => {
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { saveData: false, effectiveType: 'slow-2g' },
      { saveData: false, effectiveType: '2g' },
    ]) {
      loadPage('<h1>Pricing</h1>', { preload: PRELOAD, connection });
      await until(() => idleFetch() !== null);
      expect(idleFetch()).toBe('skipped');
      expect(links()).toEqual([]);
      window.close();
    }
    loadPage('<h1>Pricing</h1>', { preload: PRELOAD, connection: { saveData: false, effectiveType: '4g' } });
    await until(() => links().length > 0);
  });

  it('fetches nothing ahead once the app has started: its scripts are on their way', async () => {
    loadPage('<h1>Pricing</h1>', { preload: PRELOAD });
    window.dispatchEvent(new window.Event('pointermove'));
    await until(() => idleFetch() !== null);
    expect(idleFetch()).toBe('skipped');
    expect(links().filter(([rel]) => rel === 'prefetch')).toEqual([]);
  });

  it('leaves a signed-in visitor alone: their app starts at once', () => {
    loadPage('<h1>Pricing</h1>', { preload: PRELOAD, storedToken: 'token-1' });
    expect(appScripts()).toEqual(['/main.1.js', '/extra.2.js']);
    expect(links().filter(([rel]) => rel === 'prefetch')).toEqual([]);
  });
});

describe('the page view of a prerendered page', () => {
  const analytics = '<meta name="stepwise:analytics" content="datalayer">';
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  type Analytics = { dataLayer?: unknown[]; stepwiseBoot?: { routeReported?: string } };

  it('is reported 250 ms after the page is shown, for every visitor, and marked as reported for the app', async () => {
    loadPage('<div id="root" data-prerendered="pricing"><h1>Pricing</h1></div>', { head: analytics });
    const page = window as unknown as Analytics;
    expect(page.stepwiseBoot?.routeReported).toBe('/pricing');
    await wait(100);
    expect(page.dataLayer).toBeUndefined();
    await wait(250);
    expect(page.dataLayer).toEqual([{ event: 'route', path: '/pricing', route: 'pricing', lang: 'en' }]);
  });

  it('is not reported without the data-layer sink', async () => {
    loadPage('<div id="root" data-prerendered="pricing"><h1>Pricing</h1></div>');
    await wait(350);
    expect((window as unknown as Analytics).dataLayer).toBeUndefined();
    expect((window as unknown as Analytics).stepwiseBoot?.routeReported).toBeUndefined();
  });
});

describe('bootOnIntent', () => {
  const template =
    '<html><head><script defer src="/main.a1.js"></script><script defer="defer" src="/vendor.b2.js"></script></head><body><div id="root"></div></body></html>';

  it('moves the app scripts into the boot script at the end of the body', () => {
    const html = bootOnIntent(template, script);
    expect(html).toContain('<head></head>');
    expect(html).toContain(`<script id="${BOOT_ELEMENT_ID}" data-scripts="/main.a1.js /vendor.b2.js" data-session-key="sw_access_token">`);
    expect(html.endsWith(`${script.text}</script></body></html>`)).toBe(true);
  });

  it('marks the page of a request that carried the session cookie', () => {
    expect(bootOnIntent(template, script, { session: true })).toContain(`data-session-key="sw_access_token" data-session>`);
  });

  it('leaves a document without app scripts alone', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(bootOnIntent(plain, script)).toBe(plain);
  });

  it('names the script by the hash of its exact text', () => {
    expect(script.cspSource).toBe(`'sha256-${createHash('sha256').update(script.text).digest('base64')}'`);
    expect(script.text).not.toMatch(/<\/script/i);
  });

  it('refuses a built file that is empty or would end its element early', () => {
    expect(() => bootScript('  \n')).toThrow('not a boot script that can go inline');
    expect(() => bootScript('document.write("</SCRIPT>")')).toThrow('not a boot script that can go inline');
  });
});
