/** @jest-environment node */
import { join } from 'node:path';
import { loadPageTitles } from './page-titles';
import { renderDocument } from './render-document';
import { sessionLanguage } from './session-language';

const pageTitles = loadPageTitles(join(__dirname, '../..'));
const template = '<!doctype html><html lang="ru"><head><title>Stepwise</title></head><body><div id="root"></div></body></html>';

function fakeApi(answer: () => Response | Promise<Response>) {
  const calls: Array<{ url: string; authorization: string | null }> = [];
  const fetchImpl = (async (url: URL | string, init?: RequestInit) => {
    calls.push({ url: String(url), authorization: new Headers(init?.headers).get('authorization') });
    return answer();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const user = (lang: string) => new Response(JSON.stringify({ id: 1, lang }), { status: 200, headers: { 'content-type': 'application/json' } });

describe('sessionLanguage', () => {
  it("asks users/me with the token of the cookie and answers the user's language", async () => {
    const api = fakeApi(() => user('en'));
    expect(await sessionLanguage({ apiUrl: 'http://127.0.0.1:3000', cookieHeader: 'a=1; sw_token=tok123', fetchImpl: api.fetchImpl })).toBe('en');
    expect(api.calls).toEqual([{ url: 'http://127.0.0.1:3000/api/users/me', authorization: 'Bearer tok123' }]);
  });

  it('asks nothing without a token cookie, or when a language cookie decides already', async () => {
    const api = fakeApi(() => user('en'));
    expect(await sessionLanguage({ apiUrl: 'http://api', cookieHeader: '', fetchImpl: api.fetchImpl })).toBeNull();
    expect(await sessionLanguage({ apiUrl: 'http://api', cookieHeader: 'sw_token=t; sw_language=ru', fetchImpl: api.fetchImpl })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('falls back to detection (null) on a 401, a 500, an unknown language, a network failure or a slow API', async () => {
    const answers: Array<() => Response | Promise<Response>> = [
      () => new Response('{}', { status: 401 }),
      () => new Response('{}', { status: 500 }),
      () => user('de'),
      () => Promise.reject(new TypeError('fetch failed')),
    ];
    for (const answer of answers) {
      expect(await sessionLanguage({ apiUrl: 'http://api', cookieHeader: 'sw_token=t', fetchImpl: fakeApi(answer).fetchImpl })).toBeNull();
    }
    const slow = (async (_url: URL | string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as typeof fetch;
    expect(await sessionLanguage({ apiUrl: 'http://api', cookieHeader: 'sw_token=t', fetchImpl: slow, timeoutMs: 20 })).toBeNull();
  });
});

describe('renderDocument with the session language', () => {
  it("renders the first response in the user's language, over Accept-Language", () => {
    const result = renderDocument({
      url: '/pricing',
      headers: { cookie: 'sw_token=t', 'accept-language': 'ru' },
      template,
      pageTitles,
      remoteOrigins: [],
      sessionLanguage: 'en',
    });
    if (result.kind !== 'document') throw new Error('expected a document');
    expect(result.body).toContain('<html lang="en"');
    expect(result.headers['content-language']).toBe('en');
  });

  it("takes a language-prefixed page to the user's language", () => {
    const result = renderDocument({
      url: '/about',
      headers: { cookie: 'sw_token=t', 'accept-language': 'ru' },
      template,
      pageTitles,
      remoteOrigins: [],
      sessionLanguage: 'en',
    });
    expect(result).toMatchObject({ kind: 'redirect', location: '/en/about' });
  });
});
