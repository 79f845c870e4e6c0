import { createAppStore } from '../store/create-app-store';
import { userLoaded } from '../auth/auth-slice';
import { TOKEN_STORAGE_KEY, tokenStorage } from '../auth/token-storage';
import { liveReadPositions } from '../live/live-read-positions';
import { usersApi } from './users-api';
import type { User } from '../auth/user';

const user: User = { id: 7, first_name: 'Анна', last_name: 'Иванова', email: 'anna@example.com', status: 'active', lang: 'ru', photo_sm: null, photo_lg: null };

function respondWith(status: number, body: unknown) {
  const fetchMock = jest.fn(async (_request: Request) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('base query', () => {
  afterEach(() => {
    tokenStorage.clear();
  });

  it('calls /api/ with the Bearer token from storage', async () => {
    tokenStorage.set('secret-token');
    const fetchMock = respondWith(200, user);
    const store = createAppStore();
    const result = await store.dispatch(usersApi.endpoints.getMe.initiate());
    expect(result.data).toEqual(user);
    const request = fetchMock.mock.calls[0][0];
    expect(new URL(request.url).pathname).toBe('/api/users/me');
    expect(request.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = respondWith(200, user);
    await createAppStore().dispatch(usersApi.endpoints.getMe.initiate());
    expect(fetchMock.mock.calls[0][0].headers.has('Authorization')).toBe(false);
  });

  it('logs out on 401: token removed from storage, auth state back to guest', async () => {
    tokenStorage.set('expired-token');
    respondWith(401, { code: 'unauthorized', message: 'Token expired' });
    const store = createAppStore();
    store.dispatch(userLoaded({ user }));
    expect(store.getState().auth.isAuth).toBe(true);

    await store.dispatch(usersApi.endpoints.getMe.initiate());

    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.getState().auth).toMatchObject({ isAuth: false, authUser: null, authStatus: 'guest' });
  });

  it('keeps the session on other errors', async () => {
    tokenStorage.set('valid-token');
    respondWith(500, { code: 'internal_error', message: 'Internal error' });
    const store = createAppStore();
    store.dispatch(userLoaded({ user }));
    await store.dispatch(usersApi.endpoints.getMe.initiate());
    expect(tokenStorage.get()).toBe('valid-token');
    expect(store.getState().auth.isAuth).toBe(true);
  });
});

describe("a workspace read older than the page's live subscription", () => {
  /** Answers each request with the next of `stamps` as its X-Live-Seq. */
  function stampedAnswers(stamps: string[]) {
    let index = 0;
    const fetchMock = jest.fn(async (_request: Request) => {
      const stamp = stamps[Math.min(index, stamps.length - 1)];
      index += 1;
      return new Response(JSON.stringify({ ...user, first_name: `read at ${stamp}` }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Live-Seq': stamp },
      });
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  afterEach(() => liveReadPositions.ended(9));

  it('is read again, so the change made between the two is in it', async () => {
    liveReadPositions.subscribing(9, undefined);
    liveReadPositions.started(9, 35);
    const fetchMock = stampedAnswers(['9:30', '9:36']);
    const result = await createAppStore().dispatch(usersApi.endpoints.getMe.initiate());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.data?.first_name).toBe('read at 9:36');
  });

  it('is kept when it is as new as the subscription', async () => {
    liveReadPositions.subscribing(9, 35);
    const fetchMock = stampedAnswers(['9:35']);
    const result = await createAppStore().dispatch(usersApi.endpoints.getMe.initiate());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.data?.first_name).toBe('read at 9:35');
  });

  it('read before any subscription, gives the coming subscription its start', async () => {
    stampedAnswers(['9:12']);
    await createAppStore().dispatch(usersApi.endpoints.getMe.initiate());
    expect(liveReadPositions.startAfter(9)).toBe(12);
  });
});
