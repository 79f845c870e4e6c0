import { createAppStore } from '../store/create-app-store';
import { selectIsUserLoading } from './auth-slice';
import { loadCurrentUser } from './session';
import { tokenStorage } from './token-storage';
import type { User } from './user';

const user: User = { id: 7, first_name: 'Анна', last_name: 'Иванова', email: 'anna@example.com', status: 'active', lang: 'ru', photo_sm: null, photo_lg: null };

function answerMe(...responses: Array<[number, unknown]>) {
  const queue = [...responses];
  globalThis.fetch = jest.fn(async () => {
    const [status, body] = queue.shift()!;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...(status === 429 ? { 'Retry-After': '7' } : {}) } });
  }) as unknown as typeof fetch;
}

describe('loadCurrentUser', () => {
  afterEach(() => tokenStorage.clear());

  it('on a 500 keeps the token and marks the session failed, not logged out; a retry signs the user in', async () => {
    tokenStorage.set('valid-token');
    answerMe([500, { code: 'internal_error', message: 'Internal error' }], [200, user]);
    const store = createAppStore();

    expect(await store.dispatch(loadCurrentUser())).toBeNull();
    expect(tokenStorage.get()).toBe('valid-token');
    expect(store.getState().auth).toMatchObject({ isAuth: false, isUserInitialized: true, userLoadFailed: true });
    // The header shows neither a guest's sign-in nor a user's menu meanwhile.
    expect(selectIsUserLoading(store.getState())).toBe(true);

    expect(await store.dispatch(loadCurrentUser())).toEqual(user);
    expect(store.getState().auth).toMatchObject({ isAuth: true, userLoadFailed: false, authStatus: 'loggedIn' });
  });

  it('on a 401 logs out as before: token gone, a guest, nothing failed', async () => {
    tokenStorage.set('expired-token');
    answerMe([401, { code: 'unauthorized', message: 'Token expired' }]);
    const store = createAppStore();
    await store.dispatch(loadCurrentUser());
    expect(tokenStorage.get()).toBeNull();
    expect(store.getState().auth).toMatchObject({ isAuth: false, isUserInitialized: true, userLoadFailed: false });
    expect(selectIsUserLoading(store.getState())).toBe(false);
  });
});
