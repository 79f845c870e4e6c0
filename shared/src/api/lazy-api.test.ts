import { createAppStore } from '../store/create-app-store';
import { loadCurrentUser, signOut } from '../auth/session';
import { tokenStorage } from '../auth/token-storage';
import type { User } from '../auth/user';
import { jsonResponse, mockApi } from '../testing/mock-api';

const user: User = { id: 7, first_name: 'Анна', last_name: 'Иванова', email: 'anna@example.com', status: 'active', lang: 'en', photo_sm: null, photo_lg: null };

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

// One file, one order: the api entry is not loaded until the second test loads it.
describe('the api entry, loaded after the store exists', () => {
  it('is not needed by a visitor without a session: the store starts without it', async () => {
    const api = mockApi({});
    const store = createAppStore();
    await expect(store.dispatch(loadCurrentUser())).resolves.toBeNull();
    expect(store.getState().auth.isUserInitialized).toBe(true);
    expect(store.getState().api).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it('plugs into that store when a session is loaded, and forgets its cache on signing out', async () => {
    const store = createAppStore();
    mockApi({ 'GET users/me': () => jsonResponse(200, user), 'POST auth/logout': () => jsonResponse(204) });
    tokenStorage.set('token-1');

    await expect(store.dispatch(loadCurrentUser())).resolves.toEqual(user);
    expect(store.getState().auth.authUser).toEqual(user);
    const { usersApi } = await import('./index');
    expect(usersApi.endpoints.getMe.select()(store.getState()).data).toEqual(user);

    await store.dispatch(signOut());
    expect(store.getState().auth.authUser).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });
});
