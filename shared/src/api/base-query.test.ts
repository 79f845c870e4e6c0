import { createAppStore } from '../store/create-app-store';
import { userLoaded } from '../auth/auth-slice';
import { TOKEN_STORAGE_KEY, tokenStorage } from '../auth/token-storage';
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
