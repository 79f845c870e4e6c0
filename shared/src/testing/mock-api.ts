/** Plays the API in component tests: routes by "METHOD path" (path below /api/), records every call. */
export interface ApiCall {
  method: string;
  /** Path below /api/, e.g. `auth/login`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  if (body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** An error answer of the API's shape: `{ code, message, ...extra }`. */
export function apiError(status: number, code: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return jsonResponse(status, { code, message: code, ...extra }, headers);
}

/** A request that never reaches the server (offline). */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}

/** A response the test releases when it wants (to see what the screen shows meanwhile). */
export function deferred<T = Response>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * Replaces `fetch` with the given routes; a call to any other route answers 501 `not_mocked` and is
 * listed in `unexpected`.
 */
export function mockApi(routes: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  const unexpected: string[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, window.location.href);
    const text = await request.text();
    const call: ApiCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      // A text body (a CSV upload) is kept as it was sent.
      body: !text ? undefined : request.headers.get('Content-Type')?.startsWith('text/') ? text : (JSON.parse(text) as unknown),
      headers: request.headers,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (!handler) {
      unexpected.push(`${call.method} ${call.path}`);
      return jsonResponse(501, { code: 'not_mocked', message: `${call.method} ${call.path} is not mocked` });
    }
    return handler(call);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    unexpected,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}
